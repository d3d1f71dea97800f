; Seed 000, "Reductions inside divergent control flow": the two subgroupAdd calls
; communicate only among the threads that take their side of the branch.
target triple = "amdgcn-amd-amdhsa"

define void @example_kernel(i32 %delta, ptr %gains, ptr %losses) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %cc = icmp sgt i32 %delta, 0
  br i1 %cc, label %then, label %else

then:
  %total_gains = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %tok) ]
  store i32 %total_gains, ptr %gains, align 4
  br label %end

else:
  %total_losses = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %tok) ]
  store i32 %total_losses, ptr %losses, align 4
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare i32 @subgroupAdd(i32) convergent
