target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(float %a, float %b, ptr addrspace(1) %out) {
entry:
  %r = fdiv float 1.000000e+00, %b
  %q = fmul float %a, %r
  store float %q, ptr addrspace(1) %out, align 4
  ret void
}
