; Correct: only the multiply was sunk before (it is already at the exit); the lane id is
; sunk into the loop instead (not convergent).
target triple = "amdgcn-amd-amdhsa"

define i32 @sink_loop(i32 %x) convergent {
entry:
  %t = and i32 %x, 3
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %header ]
  %id = call i32 @getSubgroupLocalInvocationId()
  %f = call i32 @subgroupBroadcastFirst(i32 %id)
  %i.next = add i32 %i, 1
  %done = icmp uge i32 %i, %t
  br i1 %done, label %exit, label %header

exit:
  %r = mul i32 %f, 7
  ret i32 %r
}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupBroadcastFirst(i32) convergent
