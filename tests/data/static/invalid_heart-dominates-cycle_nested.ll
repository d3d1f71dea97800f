; The heart in %C is in the inner loop but uses a token from outside the
; outer loop {B, C}: it does not dominate %B.
define void @kernel(i1 %c1, i1 %c2) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %B

B:
  br i1 %c1, label %C, label %B

C:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  br i1 %c2, label %C, label %B
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
