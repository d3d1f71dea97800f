; Per lane: 1/sqrt(in[l]) stored at out[l], the sqrt and the division allowing contraction
; and 2.5 ulp (OpenCL's single-precision division). rsq_after.ll is this file through
; opt-19 -passes=amdgpu-codegenprepare -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100, which
; writes llvm.amdgcn.rsq.f32 (on an operand scaled by 2**24 below the smallest normal, the
; result then scaled by 2**12).
target triple = "amdgcn-amd-amdhsa"

define void @k(ptr %in, ptr %out) #0 {
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %pi = getelementptr float, ptr %in, i32 %l
  %x = load float, ptr %pi
  %s = call contract float @llvm.sqrt.f32(float %x), !fpmath !0
  %r = fdiv contract float 1.0, %s, !fpmath !0
  %po = getelementptr float, ptr %out, i32 %l
  store float %r, ptr %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.sqrt.f32(float)
attributes #0 = { "target-cpu"="gfx1100" }
!0 = !{float 2.5}
