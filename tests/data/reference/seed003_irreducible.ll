; Seed 003: the irreducible CFG of "Maximal Convergence" (nested cycles with headers
; R and S), of "Divergent Branch inside a Cycle" and of "Diverged Paths reaching a
; Cycle": Entry -> P | R, P -> Q, Q -> R | S, R -> S, S -> P | Exit.
; Every branch reads the next bit of the per-lane %path (bit 0 first):
; Entry: 1 -> R, 0 -> P;  Q: 1 -> R, 0 -> S;  S: 1 -> Exit, 0 -> P.
; The natural DFS order visits R before P: R heads the outer cycle, S the inner one.
define i32 @irreducible(i32 %path) {
Entry:
  %b0 = trunc i32 %path to i1
  br i1 %b0, label %R, label %P

P:
  %kP = phi i32 [ 1, %Entry ], [ %kS.next, %S ]
  br label %Q

Q:
  %bitQ = lshr i32 %path, %kP
  %bQ = trunc i32 %bitQ to i1
  %kQ.next = add i32 %kP, 1
  br i1 %bQ, label %R, label %S

R:
  %kR = phi i32 [ 1, %Entry ], [ %kQ.next, %Q ]
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
