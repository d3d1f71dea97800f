; A lie only one cycle hierarchy shows (uni audit, session 6). The cycle {A, B} is entered
; divergently: lane 0 at A (%id < 1), the others at B. Lane 0 runs A (%ia1 = 1), B (%ib = 1),
; A, X; every other lane runs B (%ib = 10), A, X. With B as the header (a DFS reaching B
; first from %entry) lane 0's B and the others' B are the cycle's first header instance,
; converged, with %ib 1 and 10: divergent, as opt-19 says (diverged entry, seed 003).
; With A as the header they are not converged. The two irreducible cycles after X
; (entered uniformly, on the inreg %u) multiply the hierarchies to 8; the checker ran the
; first 4 for every schedule, all with header A, and accepted "%ib is uniform".
define i32 @three_irreducible_cycles(i32 %x, i32 inreg %u) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %c0 = icmp ult i32 %id, 1
  br i1 %c0, label %A, label %B
A:
  %ia = phi i32 [ 0, %entry ], [ %ib1, %B ]
  %ia1 = add i32 %ia, 1
  %ca = icmp ult i32 %ia1, 3
  br i1 %ca, label %B, label %X
B:
  %ib = phi i32 [ 10, %entry ], [ %ia1, %A ]
  %ib1 = add i32 %ib, 1
  %cb = icmp ult i32 %ib1, 13
  br i1 %cb, label %A, label %X
X:
  %v = phi i32 [ %ia1, %A ], [ %ib1, %B ]
  %w = add i32 %v, %u
  %cu = icmp ult i32 %u, 1
  br i1 %cu, label %C1, label %D1
C1:
  %k1 = phi i32 [ 0, %X ], [ %k2, %D1 ]
  %k1n = add i32 %k1, 1
  %kc1 = icmp ult i32 %k1n, 2
  br i1 %kc1, label %D1, label %Y
D1:
  %k2 = phi i32 [ 0, %X ], [ %k1n, %C1 ]
  %k2n = add i32 %k2, 1
  %kc2 = icmp ult i32 %k2n, 2
  br i1 %kc2, label %C1, label %Y
Y:
  %cu2 = icmp ult i32 %u, 2
  br i1 %cu2, label %E1, label %F1
E1:
  %j1 = phi i32 [ 0, %Y ], [ %j2, %F1 ]
  %j1n = add i32 %j1, 1
  %jc1 = icmp ult i32 %j1n, 2
  br i1 %jc1, label %F1, label %Z
F1:
  %j2 = phi i32 [ 0, %Y ], [ %j1n, %E1 ]
  %j2n = add i32 %j2, 1
  %jc2 = icmp ult i32 %j2n, 2
  br i1 %jc2, label %E1, label %Z
Z:
  ret i32 %w
}
declare i32 @getSubgroupLocalInvocationId()
