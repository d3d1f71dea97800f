target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(float %a, float %b, ptr addrspace(1) %out) {
entry:
  %q = fdiv float %a, %b
  store float %q, ptr addrspace(1) %out, align 4
  ret void
}

