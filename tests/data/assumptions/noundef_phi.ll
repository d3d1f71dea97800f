; A phi that is poison on one edge, passed to a noundef parameter: LangRef makes that
; call undefined behaviour on lanes coming from %a, and opt-19's simplifycfg deletes the
; edge (lanes 0 and 1 then take %b and store 2 where this program stored 1).
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
  call void @f(ptr addrspace(1) %out, i32 noundef %p)
  ret void
}
define internal void @f(ptr addrspace(1) %out, i32 noundef %x) noinline {
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
