define float @k(float %x, float %y) {
entry:
  %a = fmul float %x, %x
  %b = fmul float %y, %y
  %c = fadd float %a, %b
  %r = call float @llvm.sqrt.f32(float %c)
  ret float %r
}
declare float @llvm.sqrt.f32(float)
