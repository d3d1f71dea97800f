; AMDGPU's 24-bit multiplies, as AMDGPUCodeGenPrepare writes them for a mul whose
; operands it knows to fit in 24 bits (llvm.amdgcn.mul.{u,i}24 overloaded on the
; result, mulhi.{u,i}24 for the high half of a 48-bit product): hand-written, since
; clang emits them from no source; every operand comes from memory, so the values
; beyond 24 bits show that the hardware ignores the high 8 bits.
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @mul24(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, ptr addrspace(1) %wide) #0 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %t64 = zext i32 %t to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %t64
  %x = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %t64
  %y = load i32, ptr addrspace(1) %pb, align 4
  %lu = call i32 @llvm.amdgcn.mul.u24.i32(i32 %x, i32 %y)
  %li = call i32 @llvm.amdgcn.mul.i24.i32(i32 %x, i32 %y)
  %hu = call i32 @llvm.amdgcn.mulhi.u24(i32 %x, i32 %y)
  %hi = call i32 @llvm.amdgcn.mulhi.i24(i32 %x, i32 %y)
  %wu = call i64 @llvm.amdgcn.mul.u24.i64(i32 %x, i32 %y)
  %wi = call i64 @llvm.amdgcn.mul.i24.i64(i32 %x, i32 %y)
  %o = mul i64 %t64, 4
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o
  store i32 %lu, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 1
  store i32 %li, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 2
  store i32 %hu, ptr addrspace(1) %p2, align 4
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 3
  store i32 %hi, ptr addrspace(1) %p3, align 4
  %w = mul i64 %t64, 2
  %q0 = getelementptr inbounds i64, ptr addrspace(1) %wide, i64 %w
  store i64 %wu, ptr addrspace(1) %q0, align 8
  %q1 = getelementptr inbounds i64, ptr addrspace(1) %q0, i64 1
  store i64 %wi, ptr addrspace(1) %q1, align 8
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #1
declare i32 @llvm.amdgcn.mul.u24.i32(i32, i32) #1
declare i32 @llvm.amdgcn.mul.i24.i32(i32, i32) #1
declare i32 @llvm.amdgcn.mulhi.u24(i32, i32) #1
declare i32 @llvm.amdgcn.mulhi.i24(i32, i32) #1
declare i64 @llvm.amdgcn.mul.u24.i64(i32, i32) #1
declare i64 @llvm.amdgcn.mul.i24.i64(i32, i32) #1

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "target-cpu"="gfx90a" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
