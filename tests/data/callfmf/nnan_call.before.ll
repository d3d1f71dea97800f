; hand-written: a helper called with nnan ninf, its result tested for NaN and inf
target triple = "amdgcn-amd-amdhsa"

define internal float @h(float %a) {
  %s = fadd float %a, 1.0
  ret float %s
}

define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %l
  %x = load float, ptr addrspace(1) %pi
  %r = call nnan ninf float @h(float %x)
  %c = fcmp uno float %r, 0.0
  %i = call i1 @llvm.is.fpclass.f32(float %r, i32 516)
  %ci = or i1 %c, %i
  %v = select i1 %ci, float 7.0, float %r
  %po = getelementptr float, ptr addrspace(1) %out, i32 %l
  store float %v, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i1 @llvm.is.fpclass.f32(float, i32 immarg)
