; Divergent if/else, a ballot on each side and one after the join (uncontrolled:
; maximal convergence). structurizecfg must keep each side's ballot to its own threads.
target triple = "amdgcn-amd-amdhsa"

define i64 @k(i32 %x, ptr %out) convergent {
entry:
  %c = icmp slt i32 %x, 3
  br i1 %c, label %then, label %else
then:
  %a = call i64 @subgroupBallot(i1 true)
  store i64 %a, ptr %out, align 8
  br label %join
else:
  %b = call i64 @subgroupBallot(i1 true)
  %o = getelementptr i8, ptr %out, i64 8
  store i64 %b, ptr %o, align 8
  br label %join
join:
  %p = phi i64 [ %a, %then ], [ %b, %else ]
  %all = call i64 @subgroupBallot(i1 true)
  %r = add i64 %p, %all
  ret i64 %r
}

declare i64 @subgroupBallot(i1) convergent
