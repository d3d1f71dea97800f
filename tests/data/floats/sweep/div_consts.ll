define float @k(float %x) {
entry:
  %a = fdiv float %x, 2.000000e+00
  %b = fdiv float %a, 3.000000e+00
  %c = fdiv float 1.000000e+00, %b
  ret float %c
}
