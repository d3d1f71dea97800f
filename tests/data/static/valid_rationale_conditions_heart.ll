; Seed 000 "Rationale for the Static Rules on Cycles": the (A)..(G) loop with the heart
; inserted "in the most natural way", in (B).
define void @kernel(i1 %c1, i1 %c2, i1 %c3) {
A:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %B

B:
  %loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  br i1 %c1, label %C, label %D

C:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %loop) ]
  br label %D

D:
  br i1 %c2, label %E, label %F

E:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %loop) ]
  br label %F

F:
  br i1 %c3, label %B, label %G

G:
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
