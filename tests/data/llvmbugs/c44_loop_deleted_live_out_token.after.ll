; Buggy: after IndVarSimplify rewrote the exit value to smax(n, 0), LoopDeletion took the
; loop for dead and deleted it; `deleteDeadLoop` sets each remaining use of the loop's
; values to poison (it asserts there are none in reachable blocks: the embedded LLVM
; 22.1, built with assertions, stops there in `default<O3>`), so the readfirstlane is
; left controlled by `token poison` (ill-formed: seed 000, a convergencectrl operand must
; be a convergence intrinsic's token; LLVM's verifier says so too).
target triple = "amdgcn-amd-amdhsa"

define i32 @kernel(i32 %n) #0 {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %smax = call i32 @llvm.smax.i32(i32 %n, i32 0)
  br label %exit

exit:
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %smax) [ "convergencectrl"(token poison) ]
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @llvm.smax.i32(i32, i32)

attributes #0 = { convergent "target-cpu"="gfx90a" }
