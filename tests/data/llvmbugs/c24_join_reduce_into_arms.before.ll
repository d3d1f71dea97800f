; Class: a reduction in the join block of a divergent if/else duplicated into both arms
; (llvm/llvm-project #165288: the HLSL offload test subgroup_uniform_control_flow, whose
; final WaveActiveMax clang duplicated into the if and the else blocks). After the join
; the maximum (WaveActiveMax, here subgroupMax) is over every lane; in each arm, over that
; arm's lanes only. The test splits the lanes at 4, as the offload test's 8 threads do.

define void @join_max(ptr %out, i32 %x) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %c = icmp ult i32 %id, 4
  br i1 %c, label %then, label %else

then:
  %a = add i32 %x, 1
  br label %join

else:
  %b = mul i32 %x, 3
  br label %join

join:
  %v = phi i32 [ %a, %then ], [ %b, %else ]
  %m = call i32 @subgroupMax(i32 %v)
  store i32 %m, ptr %out
  ret void
}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupMax(i32) convergent
