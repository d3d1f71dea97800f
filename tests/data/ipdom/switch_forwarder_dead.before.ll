; switch_forwarder.before.ll with an unused icmp in %fwd, as the campaign's kernel had
; it (the reducer's form once the empty block was no violation): O3 deletes the icmp,
; then SimplifyCFG the block, and no SIMT stack sees %fwd either way.
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent

define i32 @kernel(ptr %out, i32 %y) convergent {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %sw = and i32 %lane, 7
  switch i32 %sw, label %join [ i32 2, label %fwd
                                i32 5, label %body ]

fwd:
  %dead = icmp slt i32 %lane, 0
  br label %body

body:
  %sum = call i32 @subgroupAdd(i32 %y)
  store i32 %sum, ptr %out
  br label %join

join:
  ret i32 %lane
}
