; Lane l adds 1 to the global counter @ctr (l & 1) + 1 times: each atomicrmw's old value
; %old differs between the converged lanes of one iteration (their tickets are distinct);
; %last after the loop (temporal, and tickets) too.
target triple = "amdgcn-amd-amdhsa"

@ctr = addrspace(1) global i32 0, align 4

define amdgpu_kernel void @atomic_in_loop(ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %n = and i32 %id, 1
  br label %H

H:
  %i = phi i32 [ 0, %entry ], [ %i1, %H ]
  %old = atomicrmw add ptr addrspace(1) @ctr, i32 1 monotonic, align 4
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i, %n
  br i1 %more, label %H, label %X

X:
  %last = add i32 %old, 100
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %last, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
