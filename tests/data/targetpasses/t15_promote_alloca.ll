; A private array indexed by a divergent value, with a reduction of what is read
; (amdgpu-promote-alloca makes it a vector or LDS).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %u) {
entry:
  %arr = alloca [4 x i32], align 4, addrspace(5)
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %a0 = getelementptr [4 x i32], ptr addrspace(5) %arr, i32 0, i32 0
  store i32 %id, ptr addrspace(5) %a0, align 4
  %a1 = getelementptr [4 x i32], ptr addrspace(5) %arr, i32 0, i32 1
  store i32 %u, ptr addrspace(5) %a1, align 4
  %a2 = getelementptr [4 x i32], ptr addrspace(5) %arr, i32 0, i32 2
  store i32 7, ptr addrspace(5) %a2, align 4
  %a3 = getelementptr [4 x i32], ptr addrspace(5) %arr, i32 0, i32 3
  store i32 11, ptr addrspace(5) %a3, align 4
  %ix = and i32 %id, 3
  %ap = getelementptr [4 x i32], ptr addrspace(5) %arr, i32 0, i32 %ix
  %v = load i32, ptr addrspace(5) %ap, align 4
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  %m = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %v, i32 0)
  %s = add i32 %r, %m
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %s, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32) convergent
