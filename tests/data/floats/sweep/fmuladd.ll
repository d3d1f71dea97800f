define float @k(float %a, float %b, float %c) {
entry:
  %r = call float @llvm.fmuladd.f32(float %a, float %b, float %c)
  %s = call float @llvm.fma.f32(float %r, float %b, float %c)
  ret float %s
}
declare float @llvm.fmuladd.f32(float, float, float)
declare float @llvm.fma.f32(float, float, float)
