define double @k(double %x) {
entry:
  %a = fmul double %x, 3.000000e+00
  %b = fadd double %a, 2.000000e+00
  %c = fmul double %b, %x
  %d = fadd double %c, 1.000000e+00
  %e = fmul double %d, %x
  %f = fadd double %e, 5.000000e-01
  ret double %f
}
