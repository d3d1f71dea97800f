define float @k(float %x) {
entry:
  %a = frem float %x, 6.250000e+00
  %c = fcmp olt float %a, 0.000000e+00
  %b = fadd float %a, 6.250000e+00
  %r = select i1 %c, float %b, float %a
  ret float %r
}
