; WRONG for fcmp_olt.ll: ult is true on a NaN, which olt is not (a NaN now becomes 1.0).
define float @k(float %x) {
entry:
  %c = fcmp ult float %x, 1.000000e+00
  br i1 %c, label %t, label %f

t:
  ret float 1.000000e+00

f:
  ret float %x
}
