; Class: a loop counter, uniform in every iteration, read after a loop with a divergent exit
; (llvm/llvm-project PR #203256, SIFoldOperands: "a scalar value latched per-lane inside a
; divergent loop was being folded into a use after the loop, so every lane wrongly read the
; same reconverged value"; the reviewer: "this is the temporal divergence case"). The counter
; %i lives in a scalar register (every lane still in the loop holds the same %i); the copy
; to a vector register as each lane leaves is what keeps the lane's own exit value.
;
; Worked by hand: lane L leaves after the iteration with %i = x_L & 3 and returns 10 times
; that (the lanes with x = 7, 63, 0, 64 return 30, 30, 0, 0). AFTER, the scalar register
; read after the loop, holds the counter of the last iteration any lane ran: the maximum of
; the exit values over the lanes (wave.reduce.umax where they reconverge), 30 in every
; lane. FIXED is what IndVarSimplify's exit-value rewrite makes: %i at the exit is x & 3.
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
  %r = mul i32 %i, 10
  ret i32 %r
}

attributes #0 = { convergent "target-cpu"="gfx1030" }
