; A use in an unreachable block is not constrained by dominance (LLVM agrees).
define void @kernel() {
A:
  ret void

B:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %C

C:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %a) ]
  br label %B
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
