; Audit pair (before): A shuffle of the thread's own lane (always defined) folded to poison: after is less defined (violation).
define i32 @k(i32 %x) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %s = call i32 @subgroupShuffle(i32 %x, i32 %id)
  ret i32 %s
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
