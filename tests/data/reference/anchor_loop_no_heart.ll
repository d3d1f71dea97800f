; Seed 000, "Rationale for the Static Rules on Cycles" (incorrect convergence control):
;   %anchor = anchor(); for (;;) { op [%anchor] }
; Two iterations of one thread would execute converged instances I1 == I2: a
; contradiction, so the first static rule on cycles makes this ill-formed.
declare void @subgroupControlBarrier() convergent
declare token @llvm.experimental.convergence.anchor()

define void @no_heart(i32 %n) {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %anchor) ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}
