; Seed 000 "Extended Cycles: Divergent Exit from a Loop": %inner is used in %C,
; outside the loop, which extends the loop to the exit through the token.
define void @kernel(i1 %for.cond, i1 %condition) convergent {
entry:
  %entry.tok = call token @llvm.experimental.convergence.entry()
  br label %for

for:
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entry.tok) ]
  br i1 %for.cond, label %B, label %E

B:
  br i1 %condition, label %C, label %D

C:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %inner) ]
  br label %E

D:
  br label %for

E:
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
