; Seed 000, "Hoisting and Sinking": loop_heart.ll with its anchor sunk into the loop
; (incorrect). Each iteration now has its own anchor instance, grouped independently;
; the heart, whose token would now come from inside the loop, is folded into it.
declare void @subgroupControlBarrier() convergent
declare token @llvm.experimental.convergence.anchor()

define void @sunk(i32 %counter) {
A:
  br label %header

header:
  %c = phi i32 [ %counter, %A ], [ %c.next, %B ]
  %go = icmp sgt i32 %c, 0
  br i1 %go, label %B, label %C

B:
  %tok = call token @llvm.experimental.convergence.anchor()
  call void @subgroupControlBarrier() [ "convergencectrl"(token %tok) ]
  %c.next = sub i32 %c, 1
  br label %header

C:
  ret void
}
