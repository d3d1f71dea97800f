define float @k(float %a, float %b, float %c) {
entry:
  %p = fmul contract float %a, %b
  %r = fadd contract float %p, %c
  ret float %r
}
