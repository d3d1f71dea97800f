; Audit pair (after): Tail duplication of a join holding an uncontrolled barrier into both arms of a divergent branch: the threads of each arm meet apart (violation, maximal and ipdom).
define void @k(i32 %x) convergent {
entry:
  %cond = icmp sgt i32 %x, 0
  br i1 %cond, label %then, label %else
then:
  call void @subgroupControlBarrier()
  ret void
else:
  call void @subgroupControlBarrier()
  ret void
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
