; Atomic add to a divergent address (left alone by the optimizer) and to a uniform one
; with an unused result (no prefix needed).
target triple = "amdgcn-amd-amdhsa"

@g = addrspace(1) global [8 x i32] zeroinitializer

define amdgpu_kernel void @k(ptr addrspace(1) %out) convergent {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = and i32 %id, 7
  %q = getelementptr [8 x i32], ptr addrspace(1) @g, i32 0, i32 %slot
  %old = atomicrmw add ptr addrspace(1) %q, i32 1 syncscope("agent") monotonic, align 4
  %g0 = getelementptr [8 x i32], ptr addrspace(1) @g, i32 0, i32 7
  %u = atomicrmw add ptr addrspace(1) %g0, i32 %id syncscope("agent") monotonic, align 4
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %old, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
