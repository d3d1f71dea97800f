; Audit pair (before): Full unrolling of a heart loop with a divergent trip count of 1 or 2 into guarded copies using the entry token: iteration k's threads still meet (pass).
define i32 @k(i32 %n) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %n1 = and i32 %n, 1
  %n2 = add i32 %n1, 1
  br label %h
h:
  %c = phi i32 [ 0, %entry ], [ %c1, %h ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %h ]
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %l) ]
  %b32 = trunc i64 %b to i32
  %acc1 = add i32 %acc, %b32
  %c1 = add i32 %c, 1
  %go = icmp ult i32 %c1, %n2
  br i1 %go, label %h, label %exit
exit:
  ret i32 %acc1
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
