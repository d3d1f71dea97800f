; Close variant of invalid_region-nesting_straight: the region of %t2 lies inside
; the region of %t1.
define void @kernel() {
entry:
  %t1 = call token @llvm.experimental.convergence.anchor()
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @subgroupControlBarrier() [ "convergencectrl"(token %t2) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %t1) ]
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
