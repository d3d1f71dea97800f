; Seed 000 "Loop Unrolling": an anchor inside the loop, used inside the same iteration.
define void @kernel(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  %tok = call token @llvm.experimental.convergence.anchor()
  call void @subgroupControlBarrier() [ "convergencectrl"(token %tok) ]
  %i.next = sub i32 %i, 1
  %again = icmp sgt i32 %i.next, 0
  br i1 %again, label %loop, label %exit

exit:
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
