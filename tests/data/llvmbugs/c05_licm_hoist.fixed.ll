; Correct: the loop is left as it is apart from strength reduction of nothing convergent
; (the accumulator's add is kept; only the induction variable counts down).
target triple = "amdgcn-amd-amdhsa"

define i32 @licm_hoist(i32 %x) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %n = and i32 %x, 3
  br label %header

header:
  %k = phi i32 [ %n, %entry ], [ %k.next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %body ]
  %more = icmp sgt i32 %k, 0
  br i1 %more, label %body, label %exit

body:
  %first = call i32 @subgroupBroadcastFirst(i32 %id)
  %acc.next = add i32 %acc, %first
  %k.next = add i32 %k, -1
  br label %header

exit:
  ret i32 %acc
}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupBroadcastFirst(i32) convergent
