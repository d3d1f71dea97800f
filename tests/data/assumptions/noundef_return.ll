; A device function promising a noundef result returns %v + 1 under nsw: for
; %v = INT_MAX that is poison, and returning it is undefined behaviour (LangRef, noundef).
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %id
  %v = load i32, ptr addrspace(1) %p, align 4
  %r = call i32 @g(i32 %v)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 7, ptr addrspace(1) %q, align 4
  ret void
}
define internal noundef i32 @g(i32 %v) noinline {
  %a = add nsw i32 %v, 1
  ret i32 %a
}
declare i32 @llvm.amdgcn.workitem.id.x()
