define float @k(float %a, float %b, float %c, float %d) {
entry:
  %p = fmul float %a, %b
  %q = fmul float %c, %d
  %r = fadd float %p, %q
  ret float %r
}
