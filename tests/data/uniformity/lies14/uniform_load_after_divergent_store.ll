; Every lane stores 2 * id into @lds[id]; lanes with id & 1 then store 5 over it (a store
; in a divergent branch); a barrier; every lane loads @lds[1] (%u: a uniform address, lane
; 1's 5 in every lane when lane 1 runs; LDS has no initial contents, so undef otherwise)
; and @lds[id ^ 1] (%v, divergent: an even lane reads its odd neighbour's 5, an odd lane
; 2 * (id - 1), e.g. lane 3 reads 4).
@lds = internal addrspace(3) global [64 x i32] undef, align 4

define amdgpu_kernel void @uniform_load_after_divergent_store(ptr addrspace(1) %out) convergent {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %id, 1
  %c = icmp ne i32 %odd, 0
  %own = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %id
  %twice = shl i32 %id, 1
  store i32 %twice, ptr addrspace(3) %own, align 4
  br i1 %c, label %S, label %J

S:
  %mine = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %id
  store i32 5, ptr addrspace(3) %mine, align 4
  br label %J

J:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %one = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds, i32 0, i32 1
  %u = load i32, ptr addrspace(3) %one, align 4
  %other = xor i32 %id, 1
  %there = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %other
  %v = load i32, ptr addrspace(3) %there, align 4
  %s = add i32 %u, %v
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %s, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
