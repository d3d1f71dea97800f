; clang -ffast-math style: a device function's float parameter promised nofpclass(nan inf)
; and noundef. A NaN passed is undefined behaviour (LangRef), so opt-19's instcombine
; folds the callee's isnan test to 0 (nofpclass_call_instcombine.ll).
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %in, i32 %id
  %v = load float, ptr addrspace(1) %p, align 4
  %r = call i32 @isnan(float noundef nofpclass(nan inf) %v)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}
define internal noundef i32 @isnan(float noundef nofpclass(nan inf) %x) noinline {
  %c = fcmp uno float %x, 0.000000e+00
  %z = zext i1 %c to i32
  ret i32 %z
}
declare i32 @llvm.amdgcn.workitem.id.x()
