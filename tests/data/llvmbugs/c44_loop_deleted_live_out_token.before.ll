; Class: LoopDeletion deleting a loop whose convergence token is used after it
; (llvm/llvm-project#156651, open PR #223119 "[LoopDeletion] Don't delete a loop that
; defines a live-out token": the pass decides a loop is dead from the phis of its exit
; block, but a token never goes through an LCSSA phi, so a heart used after the loop is
; not seen). The loop here does nothing but count; the readfirstlane after it is
; controlled by the heart, so it communicates only among the lanes that left in the same
; iteration (seed 000), which all hold the same %i: each lane returns max(n_L, 0).
target triple = "amdgcn-amd-amdhsa"

define i32 @kernel(i32 %n) #0 {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %heart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i) [ "convergencectrl"(token %heart) ]
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.loop() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent

attributes #0 = { convergent "target-cpu"="gfx90a" }
