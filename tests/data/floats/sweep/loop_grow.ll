define float @k(float %x) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %v = phi float [ %x, %entry ], [ %v1, %body ]
  %c = fcmp olt float %v, 1.000000e+02
  %b = icmp ult i32 %i, 8
  %go = and i1 %c, %b
  br i1 %go, label %body, label %exit
body:
  %m = fmul float %v, 1.500000e+00
  %v1 = fadd float %m, 1.000000e+00
  %i1 = add i32 %i, 1
  br label %loop
exit:
  ret float %v
}
