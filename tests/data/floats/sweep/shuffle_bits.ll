define float @k(float %x) convergent {
entry:
  %l = call i32 @getSubgroupLocalInvocationId()
  %src = xor i32 %l, 1
  %bits = bitcast float %x to i32
  %got = call i32 @subgroupShuffle(i32 %bits, i32 %src)
  %y = bitcast i32 %got to float
  %r = fadd float %x, %y
  ret float %r
}
declare i32 @getSubgroupLocalInvocationId()
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupShuffle(i32, i32) convergent
declare i32 @subgroupBroadcastFirst(i32) convergent
