; Close variant of valid_regions_nested: the uses are in the wrong order, so the
; region of %t2 holds the use of %t1 but not its definition.
define void @kernel() {
entry:
  %t1 = call token @llvm.experimental.convergence.anchor()
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @subgroupControlBarrier() [ "convergencectrl"(token %t1) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %t2) ]
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
