; Audit pair (after): A call made pure by an attribute group on the call site (as opt prints it) deleted: no event, no effect (pass).
define i32 @k(i32 %x) #0 {
entry:
  %r = add i32 %x, 1
  ret i32 %r
}
declare i32 @purefn(i32)
attributes #0 = { convergent }

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.anchor() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @subgroupAdd(i32) convergent
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupShuffle(i32, i32) convergent
declare i32 @subgroupBroadcastFirst(i32) convergent
declare void @subgroupControlBarrier() convergent
declare i32 @getSubgroupLocalInvocationId()
