; Audit pair (after): An irreducible cycle whose entry branch lists its successors the other way round (same program): the DFS picks the other header, and before's hierarchies include it (pass).
define i32 @k(i32 %x, i32 %n) convergent {
entry:
  %c0 = icmp sgt i32 %x, 0
  %n3 = and i32 %n, 3
  %nc0 = xor i1 %c0, true
  br i1 %nc0, label %B, label %A
A:
  %ia = phi i32 [ 0, %entry ], [ %ib1, %B ]
  %ba = call i64 @subgroupBallot(i1 true)
  %ia1 = add i32 %ia, 1
  %ca = icmp ult i32 %ia1, %n3
  br i1 %ca, label %B, label %exit
B:
  %ib = phi i32 [ 0, %entry ], [ %ia1, %A ]
  %bb = call i64 @subgroupBallot(i1 true)
  %ib1 = add i32 %ib, 1
  %cb = icmp ult i32 %ib1, %n3
  br i1 %cb, label %A, label %exit
exit:
  %r = phi i32 [ %ia1, %A ], [ %ib1, %B ]
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.anchor() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @subgroupAdd(i32) convergent
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupShuffle(i32, i32) convergent
declare i32 @subgroupBroadcastFirst(i32) convergent
declare void @subgroupControlBarrier() convergent
declare i32 @getSubgroupLocalInvocationId()
