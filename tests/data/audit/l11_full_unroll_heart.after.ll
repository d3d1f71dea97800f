; Audit pair (after): Full unrolling of a heart loop with a divergent trip count of 1 or 2 into guarded copies using the entry token: iteration k's threads still meet (pass).
define i32 @k(i32 %n) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %n1 = and i32 %n, 1
  %n2 = add i32 %n1, 1
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %e) ]
  %b32 = trunc i64 %b to i32
  %go = icmp ult i32 1, %n2
  br i1 %go, label %second, label %exit
second:
  %bb = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %e) ]
  %bb32 = trunc i64 %bb to i32
  %acc2 = add i32 %b32, %bb32
  br label %exit
exit:
  %r = phi i32 [ %b32, %entry ], [ %acc2, %second ]
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
