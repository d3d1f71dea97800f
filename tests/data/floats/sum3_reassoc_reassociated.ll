; sum3_reassoc.ll reassociated: allowed by reassoc.
define float @k(float %a, float %b, float %c) {
entry:
  %s = fadd reassoc float %b, %c
  %r = fadd reassoc float %a, %s
  ret float %r
}
