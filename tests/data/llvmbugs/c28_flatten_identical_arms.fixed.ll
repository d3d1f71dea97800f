; Correct: the arms stay apart; only the lane id's test is simplified (a trunc for the
; and-and-compare).
define void @same_arms(ptr %out, i32 %x) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %c = trunc i32 %id to i1
  br i1 %c, label %then, label %else

then:
  %s1 = call i32 @subgroupAdd(i32 %x)
  br label %join

else:
  %s2 = call i32 @subgroupAdd(i32 %x)
  br label %join

join:
  %s = phi i32 [ %s1, %then ], [ %s2, %else ]
  store i32 %s, ptr %out
  ret void
}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent
