; halves.ll with the maximum taken over every lane before the branch: its ballot says
; lane 0's group is lanes 0-7, its maximum that lane 15 is in it. One anchor instance
; gives both operations one set in before, so no grouping of before shows this.
define i32 @kernel(ptr %out, i32 %x) convergent {
entry:
  %etok = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %m.all = call i32 @subgroupMax(i32 %lane) [ "convergencectrl"(token %etok) ]
  %lo = icmp ult i32 %lane, 8
  br i1 %lo, label %loop.lo, label %loop.hi

loop.lo:
  %i.lo = phi i32 [ 0, %entry ], [ %i.next.lo, %loop.lo ]
  %acc.lo = phi i32 [ 0, %entry ], [ %acc.next.lo, %loop.lo ]
  %heart.lo = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %etok) ]
  %bal.lo = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %heart.lo) ]
  %s.lo = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %heart.lo) ]
  %bal32.lo = trunc i64 %bal.lo to i32
  %t0.lo = add i32 %bal32.lo, %m.all
  %t.lo = add i32 %t0.lo, %s.lo
  %acc.next.lo = add i32 %acc.lo, %t.lo
  %i.next.lo = add i32 %i.lo, 1
  %c.lo = icmp ult i32 %i.next.lo, 3
  br i1 %c.lo, label %loop.lo, label %exit

loop.hi:
  %i.hi = phi i32 [ 0, %entry ], [ %i.next.hi, %loop.hi ]
  %acc.hi = phi i32 [ 0, %entry ], [ %acc.next.hi, %loop.hi ]
  %heart.hi = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %etok) ]
  %bal.hi = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %heart.hi) ]
  %s.hi = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %heart.hi) ]
  %bal32.hi = trunc i64 %bal.hi to i32
  %t0.hi = add i32 %bal32.hi, %m.all
  %t.hi = add i32 %t0.hi, %s.hi
  %acc.next.hi = add i32 %acc.hi, %t.hi
  %i.next.hi = add i32 %i.hi, 1
  %c.hi = icmp ult i32 %i.next.hi, 3
  br i1 %c.hi, label %loop.hi, label %exit

exit:
  %r = phi i32 [ %acc.next.lo, %loop.lo ], [ %acc.next.hi, %loop.hi ]
  store i32 %r, ptr %out
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare i32 @getSubgroupLocalInvocationId()
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupAdd(i32) convergent
declare i32 @subgroupMax(i32) convergent
