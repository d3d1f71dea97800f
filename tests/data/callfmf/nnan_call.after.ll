; ModuleID = opt-19 -passes=instcombine nnan_call.before.ll (the tests folded to false)
source_filename = "h.ll"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define internal float @h(float %a) {
  %s = fadd float %a, 1.000000e+00
  ret float %s
}

define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %0 = sext i32 %l to i64
  %pi = getelementptr float, ptr addrspace(1) %in, i64 %0
  %x = load float, ptr addrspace(1) %pi, align 4
  %r = call nnan ninf float @h(float %x)
  %1 = sext i32 %l to i64
  %po = getelementptr float, ptr addrspace(1) %out, i64 %1
  store float %r, ptr addrspace(1) %po, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
