define void @k(ptr %x, ptr %y, float %a) {
entry:
  %l = call i32 @getSubgroupLocalInvocationId()
  %px = getelementptr inbounds float, ptr %x, i32 %l
  %py = getelementptr inbounds float, ptr %y, i32 %l
  %vx = load float, ptr %px, align 4
  %vy = load float, ptr %py, align 4
  %m = fmul float %a, %vx
  %s = fadd float %m, %vy
  store float %s, ptr %py, align 4
  ret void
}
declare i32 @getSubgroupLocalInvocationId()
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupShuffle(i32, i32) convergent
declare i32 @subgroupBroadcastFirst(i32) convergent
