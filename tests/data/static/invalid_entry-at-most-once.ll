; Two entry intrinsic calls (the second is also preceded by a convergent operation).
define void @kernel() convergent {
entry:
  %e1 = call token @llvm.experimental.convergence.entry()
  %e2 = call token @llvm.experimental.convergence.entry()
  call void @subgroupControlBarrier() [ "convergencectrl"(token %e1) ]
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
