define float @k(float %x) {
entry:
  br label %loop
loop:
  %f = phi float [ 0.000000e+00, %entry ], [ %f1, %loop ]
  %s = phi float [ %x, %entry ], [ %s1, %loop ]
  %s1 = fmul float %s, 1.250000e+00
  %f1 = fadd float %f, 5.000000e-01
  %c = fcmp olt float %f1, 3.000000e+00
  br i1 %c, label %loop, label %exit
exit:
  ret float %s1
}
