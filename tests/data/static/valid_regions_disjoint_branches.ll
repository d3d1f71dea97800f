; Close variant of invalid_region-nesting_branch: each token is used on its own
; path only, so neither region holds a use of the other token.
define void @kernel(i1 %c) {
A:
  %t1 = call token @llvm.experimental.convergence.anchor()
  %t2 = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %B, label %C

B:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %t1) ]
  ret void

C:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %t2) ]
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
