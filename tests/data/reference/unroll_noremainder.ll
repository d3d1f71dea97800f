; Seed 000, "Loop Unrolling": loop_heart.ll unrolled by 2 without a remainder (correct
; when the trip count is a multiple of 2). The loop intrinsic is not duplicated.
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
  %go = icmp sgt i32 %c, 0
  br i1 %go, label %B, label %C

B:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %inner) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %inner) ]
  %c.next = sub i32 %c, 2
  br label %header

C:
  ret void
}
