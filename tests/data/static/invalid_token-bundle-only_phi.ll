; Seed 000 "Dynamic Instances and Convergence Tokens": tokens cannot be used in a phi.
define void @kernel(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %B, label %C

B:
  br label %C

C:
  %p = phi token [ %a, %A ], [ %b, %B ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %p) ]
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
