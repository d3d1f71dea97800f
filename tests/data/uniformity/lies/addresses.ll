; Addresses (lead, session 11). An AMDGPU back end trusts a uniform address to load it with a
; scalar load, so a lie about one is a miscompile; pointers were never judged before. The
; model numbers the launch's memory (globals, then the argument buffers) alike in every
; thread: %p = in + 4 * id and %l = @s + 4 * id differ between lanes (lane L: offset 4L);
; %sel picks %in in even lanes and %out in odd ones (two buffers the launch places apart);
; %u = in + 12 is the same in all. %a points into the lane's own private memory, whose
; address the model does not know: never judged.
@s = internal addrspace(3) global [64 x i32] undef, align 4

define amdgpu_kernel void @addresses(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %id
  %u = getelementptr inbounds i32, ptr addrspace(1) %in, i32 3
  %l = getelementptr inbounds [64 x i32], ptr addrspace(3) @s, i32 0, i32 %id
  %bit = and i32 %id, 1
  %odd = icmp ne i32 %bit, 0
  %sel = select i1 %odd, ptr addrspace(1) %out, ptr addrspace(1) %in
  %a = alloca i32, align 4, addrspace(5)
  store i32 %id, ptr addrspace(5) %a, align 4
  %v = load i32, ptr addrspace(1) %p, align 4
  %w = load i32, ptr addrspace(1) %u, align 4
  %x = add i32 %v, %w
  store i32 %x, ptr addrspace(3) %l, align 4
  store i32 %x, ptr addrspace(1) %sel, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
