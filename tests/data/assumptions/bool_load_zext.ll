; What opt-19 O2 makes of bool_load.ll (InstCombine drops the trunc/zext pair the range allows); before: a clang-style bool load: !range [0, 2) and !noundef (clang writes both on every bool load).
; A byte of 2 or more is poison by !range and undefined behaviour by !noundef.
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i8, ptr addrspace(1) %in, i32 %id
  %b = load i8, ptr addrspace(1) %p, align 1, !range !0, !noundef !1
  %z = zext i8 %b to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %z, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
!0 = !{i8 0, i8 2}
!1 = !{}
