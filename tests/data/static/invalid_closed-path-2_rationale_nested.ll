; Seed 000 "Rationale for the Static Rules on Cycles", last incorrect example: two
; nested loops whose hearts use %anchor directly; the outer closed path passes
; through both hearts but not through %anchor.
define void @kernel(i1 %c1, i1 %c2, i1 %c3, i1 %c4, i1 %c5) {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %outer

outer:
  br i1 %c1, label %inner1, label %mid

inner1:
  %loop1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  br i1 %c2, label %inner1, label %mid

mid:
  br i1 %c3, label %inner2, label %latch

inner2:
  %loop2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  br i1 %c4, label %inner2, label %latch

latch:
  br i1 %c5, label %outer, label %exit

exit:
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
