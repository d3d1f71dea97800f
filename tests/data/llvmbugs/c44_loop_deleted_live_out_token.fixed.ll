; Fixed (PR #223119: a loop defining a live-out token is not dead): the loop kept, its
; exit value rewritten as LLVM 19's `indvars` does (opt-19 -passes=indvars prints this).
target triple = "amdgcn-amd-amdhsa"

define i32 @kernel(i32 %n) #0 {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %smax = call i32 @llvm.smax.i32(i32 %n, i32 0)
  %bound = add nuw i32 %smax, 1
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %heart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %i.next = add nuw i32 %i, 1
  %again = icmp ne i32 %i.next, %bound
  br i1 %again, label %loop, label %exit

exit:
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %smax) [ "convergencectrl"(token %heart) ]
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.loop() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @llvm.smax.i32(i32, i32)

attributes #0 = { convergent "target-cpu"="gfx90a" }
