; Close variant of invalid_loop-first: only a phi and an add precede the heart.
define void @kernel(i32 %n) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %tok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %tok) ]
  %again = icmp slt i32 %i.next, %n
  br i1 %again, label %loop, label %exit

exit:
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
