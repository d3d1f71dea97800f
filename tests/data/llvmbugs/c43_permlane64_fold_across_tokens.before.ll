; Class (found live on 2026-11-28 while probing c41's kin; not found reported upstream):
; LLVM 22.1's AMDGPU InstCombine folds `permlane64(x)` to `x` when x is "trivially
; uniform", and takes a readfirstlane's result for uniform without looking at its
; "convergencectrl" token. Here the readfirstlane is controlled by the loop's heart (seed
; 000: its threads are those leaving in the same iteration) and the permlane64 by the
; entry token (every thread). Lane L leaves after n_L + 1 hearts with %i = n_L (0 for a
; negative n), so %inner is n_L, shared only with lanes of the same n; permlane64 (wave64,
; gfx1100) gives lane L the %inner of lane L xor 32. With n_0 = 2 and n_32 = 3, lane 0
; returns 3 BEFORE and 2 after the fold. On 32 lanes or fewer no lane has a partner
; (poison both sides, as in c27).
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
  %outer = call i32 @llvm.amdgcn.permlane64.i32(i32 %inner) [ "convergencectrl"(token %tok) ]
  ret i32 %outer
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.loop() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @llvm.amdgcn.permlane64.i32(i32) convergent

attributes #0 = { convergent "target-cpu"="gfx1100" "target-features"="+wavefrontsize64" }
