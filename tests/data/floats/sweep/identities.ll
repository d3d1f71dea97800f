define float @k(float %x) {
entry:
  %a = fmul float %x, 2.000000e+00
  %b = fsub float %a, 0.000000e+00
  %c = fadd float %b, -0.000000e+00
  %d = fmul float %c, 1.000000e+00
  %e = fdiv float %d, 1.000000e+00
  %f = fsub float -0.000000e+00, %e
  %g = fneg float %f
  ret float %g
}
