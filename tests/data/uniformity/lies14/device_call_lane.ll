; A device function returning a lane-dependent value: @scale(x) = x * 3 + 1 on the lane's
; in[id] is divergent (%r), on the uniform %n uniform (%m). The callee's own values follow
; its call sites: opt-19 marks them divergent (it may be called with divergent arguments).
target triple = "amdgcn-amd-amdhsa"

define internal i32 @scale(i32 %x) noinline {
entry:
  %a = mul i32 %x, 3
  %b = add i32 %a, 1
  ret i32 %b
}

define amdgpu_kernel void @device_call_lane(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %id
  %x = load i32, ptr addrspace(1) %p, align 4
  %r = call i32 @scale(i32 %x)
  %m = call i32 @scale(i32 %n)
  %s = add i32 %r, %m
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %s, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
