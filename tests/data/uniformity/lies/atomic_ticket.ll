; Every lane takes a ticket: %old = atomicrmw add @ctr, 1 (a device global, every lane's
; add on one location). The lanes' atomics come in some order, the implementation's
; choice (LangRef, "Memory Model for Concurrent Operations": one total order of the
; atomic operations on a location), and whichever it is, the n lanes' old values are
; 0, 1, ..., n - 1: each lane's ticket is its own. opt-19 calls %old divergent; a lie
; that it is uniform is refuted by any run, which is one of those orders (the run records
; "atomic-order": another order gives other lanes the tickets, never two lanes one).
; %slot = %old & 3 follows it; the store's address is per lane, so nothing races.
target triple = "amdgcn-amd-amdhsa"

@ctr = addrspace(1) global i32 0

define amdgpu_kernel void @atomic_ticket(ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %old = atomicrmw add ptr addrspace(1) @ctr, i32 1 monotonic, align 4
  %slot = and i32 %old, 3
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %slot, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
