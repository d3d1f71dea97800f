; A loop intrinsic outside any cycle is well-formed (it then counts one iteration).
define void @kernel() convergent {
A:
  %e = call token @llvm.experimental.convergence.entry()
  br label %B

B:
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %l) ]
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
