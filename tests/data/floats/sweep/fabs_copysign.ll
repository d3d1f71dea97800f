define float @k(float %x, float %y) {
entry:
  %a = call float @llvm.fabs.f32(float %x)
  %b = call float @llvm.copysign.f32(float %a, float %y)
  %c = fneg float %b
  %d = call float @llvm.fabs.f32(float %c)
  ret float %d
}
declare float @llvm.fabs.f32(float)
declare float @llvm.copysign.f32(float, float)
