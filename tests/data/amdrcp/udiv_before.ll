; Per lane: in[2l] / in[2l+1] and in[2l] % in[2l+1] (unsigned) stored at out[2l], out[2l+1].
; udiv_after.ll is this file through opt-19 -passes=amdgpu-codegenprepare (gfx1030), which
; expands both around llvm.amdgcn.rcp.f32.
target triple = "amdgcn-amd-amdhsa"

define void @k(ptr %in, ptr %out) #0 {
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %i = shl i32 %l, 1
  %pn = getelementptr i32, ptr %in, i32 %i
  %n = load i32, ptr %pn
  %pd = getelementptr i32, ptr %pn, i32 1
  %d = load i32, ptr %pd
  %q = udiv i32 %n, %d
  %r = urem i32 %n, %d
  %pq = getelementptr i32, ptr %out, i32 %i
  store i32 %q, ptr %pq
  %pr = getelementptr i32, ptr %pq, i32 1
  store i32 %r, ptr %pr
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="gfx1030" }
