; Close variant of invalid_token-from-intrinsic_none and invalid_bundle-one-token_*:
; one bundle holding one token produced by an anchor.
define void @kernel() {
entry:
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @subgroupControlBarrier() [ "convergencectrl"(token %t1) ]
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
