; Close variant of valid_regions_disjoint_branches: %t2 is used after the join,
; so its region holds the use of %t1 in %B.
define void @kernel(i1 %c) {
A:
  %t1 = call token @llvm.experimental.convergence.anchor()
  %t2 = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %B, label %C

B:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %t1) ]
  br label %C

C:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %t2) ]
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
