; Correct: the arms become a select (speculating the non-convergent arithmetic), and the
; one reduction stays where every lane meets.

define void @join_max(ptr %out, i32 %x) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %c = icmp ult i32 %id, 4
  %a = add i32 %x, 1
  %b = mul i32 %x, 3
  %v = select i1 %c, i32 %a, i32 %b
  %m = call i32 @subgroupMax(i32 %v)
  store i32 %m, ptr %out
  ret void
}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupMax(i32) convergent
