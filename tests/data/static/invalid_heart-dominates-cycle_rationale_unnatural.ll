; Seed 000 "Rationale for the Static Rules on Cycles": the heart inserted in (C)
; with a free-standing anchor in (E) ("unnatural counting of loop iterations").
; The heart does not dominate the loop, which the static rules currently forbid
; (seed 000, "Cycle Hearts" note).
define void @kernel(i1 %c1, i1 %c2, i1 %c3) {
A:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %B

B:
  br i1 %c1, label %C, label %D

C:
  %loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %loop) ]
  br label %D

D:
  br i1 %c2, label %E, label %F

E:
  %free = call token @llvm.experimental.convergence.anchor()
  call void @subgroupControlBarrier() [ "convergencectrl"(token %free) ]
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
