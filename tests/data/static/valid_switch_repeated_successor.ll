; A switch naming one successor twice; the heart is in the loop header.
define void @kernel(i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %H

H:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %h) ]
  switch i32 %x, label %exit [
    i32 0, label %H
    i32 1, label %H
    i32 2, label %exit
  ]

exit:
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
