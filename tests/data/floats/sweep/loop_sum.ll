define float @k(float %x, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi float [ 0.000000e+00, %entry ], [ %s1, %loop ]
  %fi = sitofp i32 %i to float
  %t = fmul float %x, %fi
  %s1 = fadd float %s, %t
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret float %s1
}
