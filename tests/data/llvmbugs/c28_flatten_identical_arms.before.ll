; Class: a divergent if/else whose two arms are the same reduction, flattened into one
; unconditional reduction (microsoft/DirectXShaderCompiler#241, "Invalid optimization for
; WaveActiveOp": its LLVM 3.7 SimplifyCFG merged the two WaveActiveSum calls of
; `if (GI % 2) ... else ...` and removed the branch). Each arm sums over its own lanes;
; the flattened call sums over every lane.
define void @same_arms(ptr %out, i32 %x) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %odd = and i32 %id, 1
  %c = icmp ne i32 %odd, 0
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
