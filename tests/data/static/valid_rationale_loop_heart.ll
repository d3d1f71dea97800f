; Seed 000 "Rationale for the Static Rules on Cycles", the corrected first example:
; a heart in the loop header relates iterations across threads.
define void @kernel(i32 %n) {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %tok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %tok) ]
  %i.next = add i32 %i, 1
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
