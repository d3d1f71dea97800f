target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(float %a, float %b, ptr addrspace(1) %out) {
entry:
  %q = fdiv float %a, %b, !fpmath !0
  store float %q, ptr addrspace(1) %out, align 4
  ret void
}

!0 = !{float 2.500000e+00}
