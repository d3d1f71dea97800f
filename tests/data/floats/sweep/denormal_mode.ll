define float @k(float %x, float %y) #0 {
entry:
  %a = fmul float %x, %y
  %b = fadd float %a, %x
  ret float %b
}
attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
