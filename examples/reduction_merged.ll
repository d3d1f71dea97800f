; The incorrect transform of seed 000's reduction example: the two subgroupAdd
; calls were hoisted and merged above the divergent branch, so the sum now runs
; over every thread. fuzzfarm validate examples/reduction.ll examples/reduction_merged.ll
; reports the counterexample.

declare token @llvm.experimental.convergence.entry()
declare i32 @subgroupAdd(i32) convergent

define i32 @example_kernel(i32 %x) convergent {
entry:
  %entry.tok = call token @llvm.experimental.convergence.entry()
  %cc = icmp sgt i32 %x, 0
  %total = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %entry.tok) ]
  br i1 %cc, label %then, label %else

then:
  br label %end

else:
  br label %end

end:
  ret i32 %total
}
