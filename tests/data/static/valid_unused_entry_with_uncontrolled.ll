; KNOWN DIFFERENCE, like valid_unused_anchor_with_uncontrolled: a bare entry
; intrinsic next to an uncontrolled operation; no controlled operation exists.
define void @kernel() convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  call void @subgroupControlBarrier()
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
