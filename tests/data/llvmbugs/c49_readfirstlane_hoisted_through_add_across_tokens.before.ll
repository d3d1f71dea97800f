; Class (found live on 2026-11-28 while probing c41's kin; not found reported upstream):
; LLVM 22.1's AMDGPU InstCombine moves a readfirstlane through a binary operator whose other
; operand is "trivially uniform" (PR #129037: readfirstlane(x + u) -> readfirstlane(x) + u),
; and takes a readfirstlane's result for uniform whatever its "convergencectrl" token.
; Here u = %inner is controlled by the loop's heart (the lanes leaving in one iteration:
; each lane's own n_L, for a non-negative n), the outer readfirstlane by the entry token
; (every lane): BEFORE returns the first lane's n + n in every lane; with n = 3, 2, 5 on
; lanes 0-2, 6 everywhere; the fold gives 3 + n_L: 6, 5, 8.
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
  %inner = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i) [ "convergencectrl"(token %heart) ]
  %sum = add i32 %n, %inner
  %outer = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %sum) [ "convergencectrl"(token %tok) ]
  ret i32 %outer
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.loop() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent

attributes #0 = { convergent "target-cpu"="gfx90a" }
