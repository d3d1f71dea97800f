; dead_exit.before.ll after SimplifyCFG (opt-19 default<O2>): one barrier for every lane.
define i32 @kernel(i32 %x, i1 %p) convergent {
entry:
  call void @subgroupControlBarrier()
  ret i32 %x
}

declare void @subgroupControlBarrier() convergent
