define float @k(float %x) {
entry:
  %i = fptosi float %x to i32
  switch i32 %i, label %d [ i32 0, label %z
                            i32 1, label %o ]
z:
  ret float 1.000000e+00
o:
  %a = fadd float %x, 1.000000e+00
  ret float %a
d:
  ret float %x
}
