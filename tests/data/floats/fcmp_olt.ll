; Values below 1.0 (olt: a NaN is not below) become 1.0; the others stay as they are.
define float @k(float %x) {
entry:
  %c = fcmp olt float %x, 1.000000e+00
  br i1 %c, label %t, label %f

t:
  ret float 1.000000e+00

f:
  ret float %x
}
