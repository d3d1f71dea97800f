; The anchor is defined on one path only; the use after the join is not dominated.
define void @kernel(i1 %c) {
A:
  br i1 %c, label %B, label %C

B:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %C

C:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %a) ]
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
