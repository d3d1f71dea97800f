define float @k(float %x, float %y) {
entry:
  %a = call float @llvm.minnum.f32(float %x, float %y)
  %b = call float @llvm.maxnum.f32(float %a, float 0.000000e+00)
  %c = call float @llvm.minnum.f32(float %b, float 1.000000e+00)
  ret float %c
}
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
