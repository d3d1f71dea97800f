; Buggy: the wrapper's ballot evaluated with every lane of the subgroup active, written as
; the call made before the early return; its result still used only by lanes 0 and 1.
define internal i32 @group_ballot(i1 %p) convergent {
entry:
  %b = call i64 @subgroupBallot(i1 %p)
  %lo = trunc i64 %b to i32
  ret i32 %lo
}

define i32 @kernel(i32 %x) convergent {
entry:
  %m = call i32 @group_ballot(i1 true)
  %id = call i32 @getSubgroupLocalInvocationId()
  %upper = icmp uge i32 %id, 2
  br i1 %upper, label %done, label %work

done:
  ret i32 0

work:
  ret i32 %m
}

declare i64 @subgroupBallot(i1) convergent
declare i32 @getSubgroupLocalInvocationId()
