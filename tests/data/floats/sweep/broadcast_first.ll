define float @k(float %x) convergent {
entry:
  %b = bitcast float %x to i32
  %f = call i32 @subgroupBroadcastFirst(i32 %b)
  %g = bitcast i32 %f to float
  %c = fcmp oge float %x, %g
  %r = select i1 %c, float %x, float %g
  ret float %r
}
declare i32 @getSubgroupLocalInvocationId()
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupShuffle(i32, i32) convergent
declare i32 @subgroupBroadcastFirst(i32) convergent
