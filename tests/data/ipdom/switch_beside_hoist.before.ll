; Hand-written (SEMANTICS.md, "ipdom", rule 6): a switch on the lane id whose case %a holds
; a subgroupAdd, and below its join a second subgroupAdd inside `if (lane < 2)`, its sum
; stored. switch_beside_hoist.after.ll hoists that sum above the branch (seed 000, "Hoisting
; and Sinking": hoisting a convergent operation out of a divergent branch is wrong): lanes 0
; and 1 store 4, where before they store 2, however the switch is lowered.
define void @k(ptr %out) convergent {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %v = and i32 %lane, 3
  switch i32 %v, label %d [ i32 1, label %a i32 2, label %b ]
a:
  %sa = call i32 @subgroupAdd(i32 1)
  br label %c
b:
  br label %c
d:
  br label %c
c:
  %low = icmp ult i32 %lane, 2
  br i1 %low, label %t, label %j
t:
  %n = call i32 @subgroupAdd(i32 1)
  %p = getelementptr inbounds i32, ptr %out, i32 %lane
  store i32 %n, ptr %p, align 4
  br label %j
j:
  ret void
}
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent
