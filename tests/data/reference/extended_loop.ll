; Seed 000, "Extended Cycles: Divergent Exit from a Loop": the break's convergent
; operation uses the loop token, so only threads that leave in the same iteration
; communicate in %C. Lane L breaks out in iteration %breakat (from 0).
declare void @subgroupControlBarrier() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()

define void @example(i32 %breakat) convergent {
entry:
  %entry.tok = call token @llvm.experimental.convergence.entry()
  br label %for

for:
  %i = phi i32 [ 0, %entry ], [ %i.next, %D ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entry.tok) ]
  %for.cond = icmp ult i32 %i, 8
  br i1 %for.cond, label %B, label %E

B:
  %condition = icmp eq i32 %i, %breakat
  br i1 %condition, label %C, label %D

C:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %inner) ]
  br label %E

D:
  %i.next = add i32 %i, 1
  br label %for

E:
  ret void
}
