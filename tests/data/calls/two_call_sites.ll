; Seed 004's ballot if/else merge through a device function: each call site's
; instance is its own, so @vote's ballot sees only the threads of its call site.
declare i64 @subgroupBallot(i1) convergent

define internal i64 @vote(i1 %p) convergent {
entry:
  %b = call i64 @subgroupBallot(i1 %p)
  ret i64 %b
}

define i64 @k(i32 %x) convergent {
entry:
  %cc = icmp sgt i32 %x, 0
  br i1 %cc, label %then, label %else
then:
  %r1 = call i64 @vote(i1 true)
  br label %end
else:
  %r2 = call i64 @vote(i1 true)
  br label %end
end:
  %r = phi i64 [ %r1, %then ], [ %r2, %else ]
  ret i64 %r
}
