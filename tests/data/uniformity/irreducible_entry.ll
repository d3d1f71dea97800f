; Seed 003, "Diverged Paths reaching a Cycle": the irreducible CFG Entry -> P | R,
; P -> Q, Q -> R | S, R -> S, S -> P | Exit with the divergent branch in Entry.
; Threads enter the cycle at different entries, so no node of the cycle is
; m-converged: every output in it is divergent, even %kR (made of uniform inputs).
define i32 @irreducible(i32 %path, i32 inreg %u) {
Entry:
  %b0 = trunc i32 %path to i1
  br i1 %b0, label %R, label %P

P:
  %kP = phi i32 [ 1, %Entry ], [ %kS.next, %S ]
  br label %Q

Q:
  %qu = and i32 %u, 1
  %bQ = trunc i32 %qu to i1
  %kQ.next = add i32 %kP, 1
  br i1 %bQ, label %R, label %S

R:
  %kR = add i32 %u, 7
  br label %S

S:
  %kS = phi i32 [ %kQ.next, %Q ], [ %kR, %R ]
  %bitS = lshr i32 %path, %kS
  %bS = trunc i32 %bitS to i1
  %kS.next = add i32 %kS, 1
  br i1 %bS, label %Exit, label %P

Exit:
  ret i32 %kS.next
}
