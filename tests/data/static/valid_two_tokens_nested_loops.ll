; Close variant of invalid_closed-path-3_two_tokens: two hearts with different
; tokens, but the inner loop token %t2 is defined inside the outer loop, so no
; closed path holds uses of two tokens defined outside it.
define void @kernel(i1 %c1, i1 %c2) {
A:
  %t1 = call token @llvm.experimental.convergence.anchor()
  br label %H

H:
  %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  br label %I

I:
  %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t2) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %h2) ]
  br i1 %c1, label %I, label %L

L:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %h1) ]
  br i1 %c2, label %H, label %exit

exit:
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
