define float @k(float %x) {
entry:
  %lt = fcmp olt float %x, 0.000000e+00
  %lo = select i1 %lt, float 0.000000e+00, float %x
  %gt = fcmp ogt float %lo, 1.000000e+00
  %r = select i1 %gt, float 1.000000e+00, float %lo
  ret float %r
}
