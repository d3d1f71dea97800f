define double @k(i64 %a, i32 %b) {
entry:
  %x = sitofp i64 %a to double
  %y = uitofp i32 %b to double
  %f = sitofp i64 %a to float
  %g = fpext float %f to double
  %s = fadd double %x, %y
  %r = fsub double %s, %g
  ret double %r
}
