; Seed 004: "if (cc) result = ballot(true); else result = ballot(true);" --
; both arms are identical, but merging them makes one ballot over the whole
; subgroup instead of one per side of the divergent branch.
define void @kernel(i32 %x, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %cc = icmp sgt i32 %x, 0
  br i1 %cc, label %then, label %else

then:
  %b1 = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %tok) ]
  br label %end

else:
  %b2 = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %tok) ]
  br label %end

end:
  %r = phi i64 [ %b1, %then ], [ %b2, %else ]
  store i64 %r, ptr %out, align 8
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare i64 @subgroupBallot(i1) convergent
