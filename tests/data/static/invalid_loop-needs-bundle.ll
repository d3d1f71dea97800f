; A loop intrinsic without its convergencectrl bundle.
define void @kernel() {
entry:
  %l = call token @llvm.experimental.convergence.loop()
  call void @subgroupControlBarrier() [ "convergencectrl"(token %l) ]
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
