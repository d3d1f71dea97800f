; An anchor intrinsic with a convergencectrl bundle.
define void @kernel() {
entry:
  %t1 = call token @llvm.experimental.convergence.anchor()
  %t2 = call token @llvm.experimental.convergence.anchor() [ "convergencectrl"(token %t1) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %t2) ]
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
