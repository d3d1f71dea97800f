; Close variant of invalid_token-bundle-only_phi: instead of merging two tokens in a
; phi, each path uses its own token directly.
define void @kernel(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %B, label %C

B:
  %b = call token @llvm.experimental.convergence.anchor()
  call void @subgroupControlBarrier() [ "convergencectrl"(token %b) ]
  br label %D

C:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %a) ]
  br label %D

D:
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
