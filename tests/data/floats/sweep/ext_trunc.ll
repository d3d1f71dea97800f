define float @k(float %x, float %y) {
entry:
  %a = fpext float %x to double
  %b = fpext float %y to double
  %c = fmul double %a, %b
  %d = fptrunc double %c to float
  ret float %d
}
