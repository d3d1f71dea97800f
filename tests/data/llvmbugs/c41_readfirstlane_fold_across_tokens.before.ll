; Class (found live by fuzzfarm's own campaign on 2026-11-28: `campaign --opt opt-19
; --pipeline 'default<O3>' --dialect amdgcn --seed 102`, InstCombine; also LLVM 22.1's
; `instcombine`): AMDGPU's InstCombine folds `readfirstlane(readfirstlane x)` to
; `readfirstlane x` whenever both calls sit in one block, without looking at their
; "convergencectrl" tokens. Here the inner call is controlled by the loop's heart (seed 000,
; "llvm.experimental.convergence.loop": it communicates among the threads that leave in the
; same iteration) and the outer one by the entry token (every thread). Lane L leaves the
; loop in iteration n_L + 1 (n_L >= 0), so %inner is n_L, shared only with the lanes of
; the same n; %outer is the first active lane's %inner. With n = 2,0,1,3 on lanes 0-3
; BEFORE returns 2 in every lane; the folded AFTER returns each lane's own 2,0,1,3.
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
  %outer = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %inner) [ "convergencectrl"(token %tok) ]
  ret i32 %outer
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.loop() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent

attributes #0 = { convergent "target-cpu"="gfx90a" }
