; Buggy (#165288): the join's reduction copied into each arm, so each arm's lanes take
; the maximum among themselves.

define void @join_max(ptr %out, i32 %x) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %c = icmp ult i32 %id, 4
  br i1 %c, label %then, label %else

then:
  %a = add i32 %x, 1
  %m1 = call i32 @subgroupMax(i32 %a)
  br label %join

else:
  %b = mul i32 %x, 3
  %m2 = call i32 @subgroupMax(i32 %b)
  br label %join

join:
  %m = phi i32 [ %m1, %then ], [ %m2, %else ]
  store i32 %m, ptr %out
  ret void
}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupMax(i32) convergent
