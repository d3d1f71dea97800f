; A HIP kernel scaling a pair of floats, out[2id + k] = in[2id + k] * s + (k ? -1.0 : 1.0),
; and a pair of doubles behind them the same way at 2id of a second buffer: <2 x float> and
; <2 x double> fmul/fadd after the SLP vectorizer.
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define protected amdgpu_kernel void @scale_pair(ptr addrspace(1) noundef %out, ptr addrspace(1) noundef %in, float noundef %s) #0 {
entry:
  %id = tail call i32 @llvm.amdgcn.workitem.id.x()
  %two = shl i32 %id, 1
  %i0 = zext i32 %two to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i0
  %a = load float, ptr addrspace(1) %p0, align 8
  %p1 = getelementptr inbounds float, ptr addrspace(1) %p0, i64 1
  %b = load float, ptr addrspace(1) %p1, align 4
  %x = fmul float %a, %s
  %y = fmul float %b, %s
  %x1 = fadd float %x, 1.0
  %y1 = fadd float %y, -1.0
  %q0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i0
  store float %x1, ptr addrspace(1) %q0, align 8
  %q1 = getelementptr inbounds float, ptr addrspace(1) %q0, i64 1
  store float %y1, ptr addrspace(1) %q1, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #2
attributes #0 = { mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "target-cpu"="gfx90a" }
attributes #2 = { nocallback nofree nounwind speculatable willreturn memory(none) }
