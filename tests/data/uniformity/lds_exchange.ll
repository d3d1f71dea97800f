; Each lane writes its id to @lds[id], __syncthreads() (a workgroup release fence,
; s.barrier, an acquire fence), then reads its neighbour's word @lds[id ^ 1]: race-free,
; so the loaded %w (the neighbour's id) is judged, and a lie that it is uniform refuted.
@lds = internal addrspace(3) global [64 x i32] undef, align 4

define amdgpu_kernel void @lds_exchange(ptr addrspace(1) %out) convergent {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %mine = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %id
  store i32 %id, ptr addrspace(3) %mine, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %other = xor i32 %id, 1
  %there = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %other
  %w = load i32, ptr addrspace(3) %there, align 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %w, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
