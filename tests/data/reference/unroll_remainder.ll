; Seed 000, "Loop Unrolling": loop_heart.ll unrolled by 2 with a remainder (incorrect).
; As in the seed, the loop intrinsic is not duplicated in the unrolled body and the
; remainder gets its own loop intrinsic on %outer.
declare void @subgroupControlBarrier() convergent
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @unrolled(i32 %counter) {
A:
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %header

header:
  %c = phi i32 [ %counter, %A ], [ %c.next, %B ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %go = icmp sge i32 %c, 2
  br i1 %go, label %B, label %C

B:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %inner) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %inner) ]
  %c.next = sub i32 %c, 2
  br label %header

C:
  %rem = icmp sgt i32 %c, 0
  br i1 %rem, label %D, label %E

D:
  %remainder = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %remainder) ]
  br label %E

E:
  ret void
}
