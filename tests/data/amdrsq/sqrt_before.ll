; Per lane: sqrt(in[l]) stored at out[l], allowed an error of 2.5 ulp. sqrt_after.ll is this
; file through opt-19 -passes=amdgpu-codegenprepare -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100,
; which writes llvm.amdgcn.sqrt.f32 on an operand scaled by 2**32 below the smallest normal,
; the root then scaled by 2**-16 (both ldexp: exact).
target triple = "amdgcn-amd-amdhsa"

define void @k(ptr %in, ptr %out) #0 {
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %pi = getelementptr float, ptr %in, i32 %l
  %x = load float, ptr %pi
  %s = call float @llvm.sqrt.f32(float %x), !fpmath !0
  %po = getelementptr float, ptr %out, i32 %l
  store float %s, ptr %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.sqrt.f32(float)
attributes #0 = { "target-cpu"="gfx1100" }
!0 = !{float 2.5}
