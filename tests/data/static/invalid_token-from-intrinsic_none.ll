; A convergencectrl bundle holding "token none": no intrinsic produced it.
define void @kernel() {
entry:
  call void @subgroupControlBarrier() [ "convergencectrl"(token none) ]
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
