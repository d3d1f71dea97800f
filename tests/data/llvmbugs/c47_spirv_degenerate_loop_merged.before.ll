; Class: llvm/llvm-project#157459 ("[HLSL][SimplifyCFG] Bad IR due to BB merging with
; convergence intrinsics"), in the shape of its own shader compiled for Vulkan
; (`clang --driver-mode=dxc -T cs_6_8 -spirv`): `while (B1) { if (WaveActiveAnyTrue(B1))
; B1 = false; break; } global = WaveActiveAnyTrue(B1);`, with B1 starting as `x > 4`
; (lane-dependent) and the two wave operations as clang emits them for SPIR-V
; (llvm.spv.wave.any), plus WaveActiveCountBits(B1) at the end. The "loop" always breaks,
; so it is no cycle; LoopSimplify's SimplifyCFG merged its header, the loop intrinsic,
; into the entry block behind the entry intrinsic (c07's class; PR #166452 fixed that
; case). With x = 7, 63, 0 on lanes 0-2: lanes 0, 1 enter the body, some of them passes
; true, so both clear B1; every lane ends with false: any = 0, count = 0.
target triple = "spirv-unknown-vulkan1.3-compute"

define i32 @kernel(i32 %x) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %b1 = icmp sgt i32 %x, 4
  br label %while.cond

while.cond:
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br i1 %b1, label %while.body, label %while.end

while.body:
  %any = call i1 @llvm.spv.wave.any(i1 %b1) [ "convergencectrl"(token %l) ]
  %nb = select i1 %any, i1 false, i1 %b1
  br label %while.end

while.end:
  %b = phi i1 [ %b1, %while.cond ], [ %nb, %while.body ]
  %g = call i1 @llvm.spv.wave.any(i1 %b) [ "convergencectrl"(token %e) ]
  %n = call i32 @llvm.spv.wave.active.countbits(i1 %b) [ "convergencectrl"(token %e) ]
  %gz = zext i1 %g to i32
  %hi = shl i32 %n, 1
  %r = or i32 %hi, %gz
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.loop() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i1 @llvm.spv.wave.any(i1) convergent
declare i32 @llvm.spv.wave.active.countbits(i1) convergent

attributes #0 = { convergent }
