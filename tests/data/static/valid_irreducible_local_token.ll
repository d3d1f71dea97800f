; Close variant of invalid_heart-dominates-cycle_irreducible: inside the irreducible
; cycle {B, C} the token is defined and used in the same block.
define void @kernel(i1 %c) {
A:
  br i1 %c, label %B, label %C

B:
  %t = call token @llvm.experimental.convergence.anchor()
  call void @subgroupControlBarrier() [ "convergencectrl"(token %t) ]
  br i1 %c, label %C, label %exit

C:
  br i1 %c, label %B, label %exit

exit:
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
