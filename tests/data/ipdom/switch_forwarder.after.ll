; switch_forwarder.before.ll with the empty block removed (what SimplifyCFG made of it):
; cases 2 and 5 both jump to %body.
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent

define i32 @kernel(ptr %out, i32 %y) convergent {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %sw = and i32 %lane, 7
  switch i32 %sw, label %join [ i32 2, label %body
                                i32 5, label %body ]

body:
  %sum = call i32 @subgroupAdd(i32 %y)
  store i32 %sum, ptr %out
  br label %join

join:
  ret i32 %lane
}
