; Per lane: in[2l] / in[2l+1] stored at out[2l], allowed 2.5 ulp, in a function flushing f32
; denormals. fdiv_after.ll is this file through opt-19 -passes=amdgpu-codegenprepare
; -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100, which writes llvm.amdgcn.fdiv.fast.
target triple = "amdgcn-amd-amdhsa"

define void @k(ptr %in, ptr %out) #0 {
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %i = shl i32 %l, 1
  %pa = getelementptr float, ptr %in, i32 %i
  %a = load float, ptr %pa
  %pb = getelementptr float, ptr %pa, i32 1
  %b = load float, ptr %pb
  %q = fdiv float %a, %b, !fpmath !0
  %po = getelementptr float, ptr %out, i32 %i
  store float %q, ptr %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="gfx1100" "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
!0 = !{float 2.5}
