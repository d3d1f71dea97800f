; Each lane writes 3 * id to @lds[id], barrier, then loads @lds[(5 * id) & 63]: the address
; is divergent, so is the loaded value (lane 0 reads 0, lane 1 reads 15); the load of the
; uniform address @lds[7] (%u, 21 in every lane of a wave of at least 8 lanes, else the
; schedule's word) is uniform. opt-19 marks %v divergent, %u uniform.
@lds = internal addrspace(3) global [64 x i32] undef, align 4

define amdgpu_kernel void @lds_divergent_index(ptr addrspace(1) %out) convergent {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %mine = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %id
  %three = mul i32 %id, 3
  store i32 %three, ptr addrspace(3) %mine, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %five = mul i32 %id, 5
  %k = and i32 %five, 63
  %there = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %k
  %v = load i32, ptr addrspace(3) %there, align 4
  %seven = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds, i32 0, i32 7
  %u = load i32, ptr addrspace(3) %seven, align 4
  %s = add i32 %v, %u
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %s, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
