; Correct: only the multiply sunk.
define void @sink_into_branch(ptr %out, i32 %x) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %s = call i32 @subgroupAdd(i32 %x)
  %c = icmp eq i32 %id, 3
  br i1 %c, label %then, label %exit

then:
  %m = mul i32 %s, 3
  store i32 %m, ptr %out
  br label %exit

exit:
  ret void
}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent
