; Buggy: the broadcast (its value used only after the loop) sunk into the exit block.
target triple = "amdgcn-amd-amdhsa"

define i32 @sink_loop(i32 %x) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %t = and i32 %x, 3
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %header ]
  %i.next = add i32 %i, 1
  %done = icmp uge i32 %i, %t
  br i1 %done, label %exit, label %header

exit:
  %f = call i32 @subgroupBroadcastFirst(i32 %id)
  %r = mul i32 %f, 7
  ret i32 %r
}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupBroadcastFirst(i32) convergent
