; Seed 000, "Reductions inside divergent control flow": each subgroupAdd sums
; only the threads on its own side of the divergent branch.
; Try: fuzzfarm run examples/reduction.ll --threads 4 --args x=1,-2,3,-4

declare token @llvm.experimental.convergence.entry()
declare i32 @subgroupAdd(i32) convergent

define i32 @example_kernel(i32 %x) convergent {
entry:
  %entry.tok = call token @llvm.experimental.convergence.entry()
  %cc = icmp sgt i32 %x, 0
  br i1 %cc, label %then, label %else

then:
  %total_gains = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %entry.tok) ]
  br label %end

else:
  %total_losses = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %entry.tok) ]
  br label %end

end:
  %sum = phi i32 [ %total_gains, %then ], [ %total_losses, %else ]
  ret i32 %sum
}
