define i32 @k(float %x) {
entry:
  %c = fcmp oeq float %x, %x
  %d = fcmp une float %x, %x
  %e = xor i1 %c, %d
  %z = zext i1 %e to i32
  %y = zext i1 %d to i32
  %r = add i32 %z, %y
  ret i32 %r
}
