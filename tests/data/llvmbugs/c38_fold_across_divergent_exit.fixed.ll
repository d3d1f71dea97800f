; Correct: the exit value of the counter computed from the lane's own bound (IndVarSimplify's
; exit-value rewrite), no read of the loop's register after the loop.
target triple = "amdgcn-amd-amdhsa"

define i32 @latched(i32 %x) #0 {
entry:
  %t = and i32 %x, 3
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %done = icmp uge i32 %i, %t
  br i1 %done, label %exit, label %loop

exit:
  %r = mul i32 %t, 10
  ret i32 %r
}

attributes #0 = { convergent "target-cpu"="gfx1030" }
