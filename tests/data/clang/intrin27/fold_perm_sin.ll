; Constant operands that opt-19 -passes=instcombine folds (tests/test_gpu_intrinsics.py): by hand
; in that test, the folds must equal what both oracles compute.
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
entry:
  %a = call i32 @llvm.amdgcn.perm(i32 287454020, i32 1432778632, i32 201655297)
  %b = call i32 @llvm.amdgcn.sdot4(i32 -1, i32 -2139062144, i32 2147483647, i1 true)
  %c = call float @llvm.amdgcn.sin.f32(float 0.25)
  %d = call float @llvm.amdgcn.cos.f32(float 0x3FB5555560000000)
  %e = call float @llvm.amdgcn.sin.f32(float 0x3FB99999A0000000)
  %f = call float @llvm.amdgcn.cos.f32(float 0xC00A666660000000)
  %g = call float @llvm.amdgcn.sin.f32(float -0.0)
  %ei = bitcast float %e to i32
  %fi = bitcast float %f to i32
  %gi = bitcast float %g to i32
  %ci = bitcast float %c to i32
  %di = bitcast float %d to i32
  store i32 %a, ptr addrspace(1) %out
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %b, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 2
  store i32 %ci, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %di, ptr addrspace(1) %p3
  %p4 = getelementptr i32, ptr addrspace(1) %out, i32 4
  store i32 %ei, ptr addrspace(1) %p4
  %p5 = getelementptr i32, ptr addrspace(1) %out, i32 5
  store i32 %fi, ptr addrspace(1) %p5
  %p6 = getelementptr i32, ptr addrspace(1) %out, i32 6
  store i32 %gi, ptr addrspace(1) %p6
  ret void
}
declare i32 @llvm.amdgcn.perm(i32, i32, i32)
declare i32 @llvm.amdgcn.sdot4(i32, i32, i32, i1)
declare float @llvm.amdgcn.sin.f32(float)
declare float @llvm.amdgcn.cos.f32(float)
attributes #0 = { "target-cpu"="gfx90a" }
