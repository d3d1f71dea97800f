; Class: sinking a convergent operation out of a loop with a divergent exit (LICM/Sink
; would need a guard; machine sinking's temporal-divergence bugs, PR #218969): in the
; loop, the broadcast sees the lanes still iterating; after the loop, every lane.
target triple = "amdgcn-amd-amdhsa"

define i32 @sink_loop(i32 %x) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %t = and i32 %x, 3
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %header ]
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
