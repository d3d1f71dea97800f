; noundef_phi.ll with @f a declaration: the promise on an external call's argument counts
; as on a definition's (LangRef), and opt-19's simplifycfg deletes the edge alike.
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %id
  %c = icmp ult i32 %id, 2
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr addrspace(1) %q, align 4
  br label %m
b:
  store i32 2, ptr addrspace(1) %q, align 4
  br label %m
m:
  %p = phi i32 [ poison, %a ], [ %id, %b ]
  call void @g(i32 noundef %p)
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @g(i32)
