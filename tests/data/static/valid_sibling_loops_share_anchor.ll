; Close variant of invalid_closed-path-2_rationale_nested: two loops in sequence
; (no enclosing loop), each with a heart using %anchor: no closed path holds both uses.
define void @kernel(i1 %c1, i1 %c2) {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %L1

L1:
  %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %h1) ]
  br i1 %c1, label %L1, label %L2

L2:
  %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %h2) ]
  br i1 %c2, label %L2, label %exit

exit:
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
