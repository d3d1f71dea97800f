; Close variant of invalid_token-dominance_branch: the anchor is defined before the
; branch, so it dominates the use after the join.
define void @kernel(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %B, label %C

B:
  br label %C

C:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %a) ]
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
