target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [64 x i32] undef, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %nbr, ptr addrspace(1) %sum, i32 %n) convergent {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %id
  %v = load i32, ptr addrspace(1) %pin, align 4
  %mine = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %id
  store i32 %v, ptr addrspace(3) %mine, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %other = xor i32 %id, 1
  %pother = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %other
  %w = load i32, ptr addrspace(3) %pother, align 4
  %pnbr = getelementptr inbounds i32, ptr addrspace(1) %nbr, i32 %id
  store i32 %w, ptr addrspace(1) %pnbr, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m = call i32 @llvm.umin.i32(i32 %n, i32 64)
  %half = lshr i32 %m, 1
  br label %loop

loop:
  %s = phi i32 [ %half, %entry ], [ %s2, %sync ]
  %low = icmp ult i32 %id, %s
  br i1 %low, label %add, label %sync

add:
  %a = load i32, ptr addrspace(3) %mine, align 4
  %j = add i32 %id, %s
  %pj = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %j
  %b = load i32, ptr addrspace(3) %pj, align 4
  %ab = add i32 %a, %b
  store i32 %ab, ptr addrspace(3) %mine, align 4
  br label %sync

sync:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %s2 = lshr i32 %s, 1
  %more = icmp ne i32 %s2, 0
  br i1 %more, label %loop, label %done

done:
  %total = load i32, ptr addrspace(3) @lds, align 4
  %psum = getelementptr inbounds i32, ptr addrspace(1) %sum, i32 %id
  store i32 %total, ptr addrspace(1) %psum, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.umin.i32(i32, i32)
