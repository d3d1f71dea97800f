; The diverged entry criterion satisfied (seed 003, "Irreducibility and Uniformity":
; "B strictly dominates J"): the irreducible cycle H -> Q -> {A, S}, A -> S, S -> H
; has entries H and Q (from E2), and the divergent branch Q strictly dominates its
; join S, so no entry lies on a diverged path from Q to S: the cycle's nodes are
; m-converged and %kA (uniform inputs) stays uniform, while %kS (a phi at the join)
; is divergent.
define i32 @dominated_join(i32 %x, i32 inreg %u, i32 inreg %n) {
Entry:
  %e = trunc i32 %u to i1
  br i1 %e, label %H, label %E2

E2:
  br label %Q

H:
  %c = phi i32 [ 0, %Entry ], [ %c.next, %S ]
  br label %Q

Q:
  %cq = phi i32 [ 0, %E2 ], [ %c, %H ]
  %d = icmp ult i32 %x, %cq
  br i1 %d, label %A, label %S

A:
  %kA = add i32 %u, %cq
  br label %S

S:
  %kS = phi i32 [ 1, %Q ], [ 2, %A ]
  %c.next = add i32 %cq, 1
  %more = icmp ult i32 %c.next, %n
  br i1 %more, label %H, label %Exit

Exit:
  ret i32 %kS
}
