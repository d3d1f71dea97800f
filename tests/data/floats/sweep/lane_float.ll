define float @k(float %x) {
entry:
  %l = call i32 @getSubgroupLocalInvocationId()
  %lf = uitofp i32 %l to float
  %h = fmul float %lf, 5.000000e-01
  %r = fadd float %h, %x
  ret float %r
}
declare i32 @getSubgroupLocalInvocationId()
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupShuffle(i32, i32) convergent
declare i32 @subgroupBroadcastFirst(i32) convergent
