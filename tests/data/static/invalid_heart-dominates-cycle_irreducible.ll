; A heart in the irreducible cycle {B, C}: it cannot dominate the other entry %C.
define void @kernel(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %B, label %C

B:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %h) ]
  br i1 %c, label %C, label %exit

C:
  br i1 %c, label %B, label %exit

exit:
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
