; Two anchors run in each of three iterations: every thread's six anchor instances are
; grouped by the implementation (seed 000, "llvm.experimental.convergence.anchor"), so
; at 16 lanes the groupings are far beyond any listing.
define i32 @kernel(ptr %out, i32 %x) convergent {
entry:
  %etok = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %a = call token @llvm.experimental.convergence.anchor()
  %bal = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %a) ]
  %m = call i32 @subgroupMax(i32 %lane) [ "convergencectrl"(token %a) ]
  %b = call token @llvm.experimental.convergence.anchor()
  %s = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %b) ]
  %bal32 = trunc i64 %bal to i32
  %t0 = add i32 %bal32, %m
  %t = add i32 %t0, %s
  %acc.next = add i32 %acc, %t
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, 3
  br i1 %c, label %loop, label %exit

exit:
  store i32 %acc.next, ptr %out
  ret i32 %acc.next
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare i32 @getSubgroupLocalInvocationId()
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupAdd(i32) convergent
declare i32 @subgroupMax(i32) convergent
