define float @k(float %x, float %y) {
entry:
  %c = fcmp ueq float %x, %y
  br i1 %c, label %t, label %f
t:
  %a = fadd float %x, %y
  br label %j
f:
  %b = fsub float %x, %y
  br label %j
j:
  %r = phi float [ %a, %t ], [ %b, %f ]
  ret float %r
}
