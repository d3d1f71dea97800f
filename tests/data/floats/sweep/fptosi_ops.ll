define i32 @k(float %x) {
entry:
  %a = fmul float %x, 1.000000e+01
  %i = fptosi float %a to i32
  %j = mul i32 %i, 3
  %k = and i32 %j, 255
  ret i32 %k
}
