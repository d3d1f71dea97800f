define i64 @k(float %x) convergent {
entry:
  %n = fcmp uno float %x, 0.000000e+00
  %b = call i64 @subgroupBallot(i1 %n)
  br i1 %n, label %nan, label %num
nan:
  %b2 = call i64 @subgroupBallot(i1 true)
  br label %join
num:
  br label %join
join:
  %r = phi i64 [ %b2, %nan ], [ %b, %num ]
  ret i64 %r
}
declare i32 @getSubgroupLocalInvocationId()
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupShuffle(i32, i32) convergent
declare i32 @subgroupBroadcastFirst(i32) convergent
