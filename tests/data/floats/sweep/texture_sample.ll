define float @k(float %u, float %v) {
entry:
  %a = fmul float %u, 2.000000e+00
  %t = call float @textureSample(float %a, float %v)
  %c = fcmp olt float %t, 0.000000e+00
  %r = select i1 %c, float 0.000000e+00, float %t
  ret float %r
}
declare float @textureSample(float, float) memory(read)
