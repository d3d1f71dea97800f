; WRONG for sum3.ll: a + (b + c) rounds differently (a = 1, b = c = 2**-24).
define float @k(float %a, float %b, float %c) {
entry:
  %s = fadd float %b, %c
  %r = fadd float %a, %s
  ret float %r
}
