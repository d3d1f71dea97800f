; Atomic add of a divergent value (the lane id) to a uniform address, old value kept:
; the optimizer's iterative scan (ballot, cttz, readlane, writelane) gives each lane
; its exclusive prefix.
target triple = "amdgcn-amd-amdhsa"

@g = addrspace(1) global i32 0

define amdgpu_kernel void @k(ptr addrspace(1) %out) convergent {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %v = mul i32 %id, 5
  %old = atomicrmw add ptr addrspace(1) @g, i32 %v syncscope("agent") monotonic, align 4
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %old, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
