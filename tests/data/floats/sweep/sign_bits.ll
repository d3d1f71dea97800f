define i32 @k(float %x) {
entry:
  %b = bitcast float %x to i32
  %s = lshr i32 %b, 31
  %m = and i32 %b, 2147483647
  %a = bitcast i32 %m to float
  %c = fcmp ogt float %a, 1.000000e+00
  %z = zext i1 %c to i32
  %r = add i32 %s, %z
  ret i32 %r
}
