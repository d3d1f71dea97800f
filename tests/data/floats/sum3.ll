; (a + b) + c in float, no fast-math flags: the association order is fixed.
define float @k(float %a, float %b, float %c) {
entry:
  %s = fadd float %a, %b
  %r = fadd float %s, %c
  ret float %r
}
