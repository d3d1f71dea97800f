; AMDGPU's 24-bit multiplies of kernel arguments (uniform: LLVM's UniformityAnalysis
; calls them so, as they are not sources of divergence) and of the lane id
; (divergent); a branch on the uniform high half. Hand-written as amdgcn_mul24.ll.
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @mul24_uniform(i32 %n, i32 %k, ptr addrspace(1) %out) #0 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %u = call i32 @llvm.amdgcn.mul.u24.i32(i32 %n, i32 %k)
  %h = call i32 @llvm.amdgcn.mulhi.i24(i32 %n, i32 %k)
  %d = call i32 @llvm.amdgcn.mul.i24.i32(i32 %n, i32 %t)
  %t64 = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  %small = icmp eq i32 %h, 0
  br i1 %small, label %lo, label %hi

lo:
  %s = add i32 %u, %d
  store i32 %s, ptr addrspace(1) %p, align 4
  ret void

hi:
  store i32 %h, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #1
declare i32 @llvm.amdgcn.mul.u24.i32(i32, i32) #1
declare i32 @llvm.amdgcn.mul.i24.i32(i32, i32) #1
declare i32 @llvm.amdgcn.mulhi.i24(i32, i32) #1

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "target-cpu"="gfx90a" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
