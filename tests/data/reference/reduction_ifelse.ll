; Seed 000, "Examples for Convergent Operations: Reductions inside Divergent Control
; Flow": each subgroupAdd sums %delta over the threads on its own side only.
declare i32 @subgroupAdd(i32) convergent
declare token @llvm.experimental.convergence.entry()

define i32 @example_kernel(i32 %delta, ptr %out) convergent {
entry:
  %entry.tok = call token @llvm.experimental.convergence.entry()
  %cc = icmp sgt i32 %delta, 0
  br i1 %cc, label %then, label %else

then:
  %total_gains = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %entry.tok) ]
  br label %end

else:
  %total_losses = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %entry.tok) ]
  br label %end

end:
  %total = phi i32 [ %total_gains, %then ], [ %total_losses, %else ]
  store i32 %total, ptr %out
  ret i32 %total
}
