; Atomic add of a uniform value to a uniform address (a device global), its old value
; kept per lane: the atomic optimizer turns it into one atomic of popcount(ballot) * 3
; by the first lane, readfirstlane and mbcnt.
target triple = "amdgcn-amd-amdhsa"

@g = addrspace(1) global i32 0

define amdgpu_kernel void @k(ptr addrspace(1) %out) convergent {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %old = atomicrmw add ptr addrspace(1) @g, i32 3 syncscope("agent") monotonic, align 4
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %old, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
