; Seed 003, "Divergent Branch inside a Cycle": the same irreducible CFG with a uniform
; branch in Entry and the divergent branch in Q, whose join S is reached along
; Q -> R -> S and Q -> S. R is an entry of the closed path P -> Q -> R -> S on a
; diverged path from Q to S (the diverged entry criterion fails): in the hierarchy
; with header R, S's instances depend on R, so the cycle is not m-converged and
; %kR (uniform inputs) is reported divergent.
define i32 @irreducible(i32 %path, i32 inreg %u) {
Entry:
  %b0 = trunc i32 %u to i1
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
