; (a + b) + c with reassoc on both adds: the order is the implementation's.
define float @k(float %a, float %b, float %c) {
entry:
  %s = fadd reassoc float %a, %b
  %r = fadd reassoc float %s, %c
  ret float %r
}
