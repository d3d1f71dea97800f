define float @k(ptr %out, float %x) {
entry:
  %l = call i32 @getSubgroupLocalInvocationId()
  %p = getelementptr inbounds float, ptr %out, i32 %l
  %a = fmul float %x, 3.000000e+00
  store float %a, ptr %p, align 4
  %q = load float, ptr %p, align 4
  %r = fadd float %q, 1.000000e+00
  ret float %r
}
declare i32 @getSubgroupLocalInvocationId()
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupShuffle(i32, i32) convergent
declare i32 @subgroupBroadcastFirst(i32) convergent
