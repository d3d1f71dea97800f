; Seed 000, "Reductions inside divergent control flow": each subgroupAdd sums
; only the threads on its side of the divergent branch. hoist-naive merges the
; two calls above the branch (the sum then runs over every thread); hoist
; (aware) must refuse.
define void @kernel(i32 %x, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %cc = icmp sgt i32 %x, 0
  br i1 %cc, label %then, label %else

then:
  %gains = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok) ]
  %g2 = add i32 %gains, 1
  br label %end

else:
  %losses = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok) ]
  %l2 = mul i32 %losses, 3
  br label %end

end:
  %r = phi i32 [ %g2, %then ], [ %l2, %else ]
  store i32 %r, ptr %out, align 4
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare i32 @subgroupAdd(i32) convergent
