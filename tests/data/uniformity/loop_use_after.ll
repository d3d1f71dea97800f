; Seed 003, "Temporal Divergence": the natural loop of the thread tables with a use
; after it. %n differs per lane, so the exit at %L is divergent: inside the loop
; %i and %i.next are uniform among converged instances (threads in the same
; iteration), but %after, outside the loop, receives %i.next from non-converged
; instances (different iterations) and is divergent.
define i32 @natural_loop(i32 %bmask, i32 %n, i32 inreg %u) {
Entry:
  br label %H

H:
  %i = phi i32 [ 0, %Entry ], [ %i.next, %L ]
  %inside = add i32 %i, %u
  %bit = lshr i32 %bmask, %i
  %visit = trunc i32 %bit to i1
  br i1 %visit, label %B, label %L

B:
  br label %L

L:
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %H, label %Exit

Exit:
  %after = add i32 %i.next, %u
  %uni = mul i32 %u, 3
  ret i32 %after
}
