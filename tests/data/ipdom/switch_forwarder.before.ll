; A switch whose case 2 reaches %body through an empty block (%fwd: nothing but a `br`)
; and whose case 5 reaches it directly. Read as it is written, a SIMT stack splits the
; lanes of case 2 from those of case 5 until %join (%entry's post-dominator), so they
; add apart; but every back end removes such a block (SimplifyCFG, CodeGenPrepare,
; branch folding) before a SIMT stack runs the code, and then both cases jump to
; %body. Reduced from an opt-19 default<O3> campaign violation (--model ipdom --calls,
; 30 cases, master seed 16: SimplifyCFG).
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent

define i32 @kernel(ptr %out, i32 %y) convergent {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %sw = and i32 %lane, 7
  switch i32 %sw, label %join [ i32 2, label %fwd
                                i32 5, label %body ]

fwd:
  br label %body

body:
  %sum = call i32 @subgroupAdd(i32 %y)
  store i32 %sum, ptr %out
  br label %join

join:
  ret i32 %lane
}
