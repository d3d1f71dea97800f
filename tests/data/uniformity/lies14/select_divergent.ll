; A select on a divergent condition of two uniform values: %a = n + 1 and %b = n * 2 are
; uniform (%n a kernel parameter), %pick = (id & 1) ? %a : %b is divergent (odd lanes
; n + 1, even lanes 2n: equal only for n = 1); %both = %a + %b stays uniform.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @select_divergent(ptr addrspace(1) %out, i32 %n) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %a = add i32 %n, 1
  %b = mul i32 %n, 2
  %odd = and i32 %id, 1
  %c = icmp ne i32 %odd, 0
  %pick = select i1 %c, i32 %a, i32 %b
  %both = add i32 %a, %b
  %r = add i32 %pick, %both
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
