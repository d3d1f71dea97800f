define void @k(float %u) {
entry:
  %a = fadd float %u, 1.000000e+00
  call void @use(float %a)
  %b = fmul float %a, %a
  call void @use(float %b)
  ret void
}
declare void @use(float)
