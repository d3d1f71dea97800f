; Class: LICM hoisting a convergent call with loop-invariant operands out of a loop whose
; trip count differs between lanes (later iterations have fewer lanes).
target triple = "amdgcn-amd-amdhsa"

define i32 @licm_hoist(i32 %x) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %n = and i32 %x, 3
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit

body:
  %first = call i32 @subgroupBroadcastFirst(i32 %id)
  %acc.next = add i32 %acc, %first
  %i.next = add i32 %i, 1
  br label %header

exit:
  ret i32 %acc
}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupBroadcastFirst(i32) convergent
