; A wrong rewrite of dead_exit.before.ll: the barrier copied into each side of the
; branch on %p, so each side's lanes meet alone (seed 000: the barrier's thread set
; depends on where it is relative to divergent control flow): still a violation.
define i32 @kernel(i32 %x, i1 %p) convergent {
entry:
  br i1 %p, label %then.8, label %else

then.8:
  call void @subgroupControlBarrier()
  ret i32 %x

else:
  call void @subgroupControlBarrier()
  ret i32 %x
}

declare void @subgroupControlBarrier() convergent
