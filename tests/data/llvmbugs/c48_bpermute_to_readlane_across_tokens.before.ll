; Class (found live on 2026-11-28 while probing c41's kin; not found reported upstream):
; LLVM 22.1's AMDGPU InstCombine turns `ds.bpermute(addr, v)` with a "trivially uniform"
; byte address into `readlane(v, addr >> 2)` (PR #130133), and takes a readfirstlane's
; result for uniform whatever its "convergencectrl" token. Here the readfirstlane is
; controlled by the loop's heart (seed 000: the lanes leaving in one iteration), the
; bpermute by the entry token (every lane). Lane L leaves after n_L + 1 hearts with %i =
; n_L (0 for a negative n), so %inner = n_L and the bpermute reads %n of lane n_L >> 2. With
; n = 3, 2, 5 on lanes 0-2 that is lanes 0, 0, 1: 3, 3, 2. The readlane's index n_L >> 2
; differs across the wave: its result is undefined (IntrinsicsAMDGPU.td; poison here).
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
  %outer = call i32 @llvm.amdgcn.ds.bpermute(i32 %inner, i32 %n) [ "convergencectrl"(token %tok) ]
  ret i32 %outer
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.loop() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) convergent

attributes #0 = { convergent "target-cpu"="gfx90a" }
