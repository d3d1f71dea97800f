; Correct: only the non-convergent multiply and compare move; the permute stays above the
; branch, where every lane runs it.
target triple = "amdgcn-amd-amdhsa"

define void @permlane_sink(ptr %out, i32 %x) #0 {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %low = icmp ult i32 %id, 16
  %v = mul i32 %x, 5
  %p = call i32 @llvm.amdgcn.permlanex16.i32(i32 %v, i32 %v, i32 1985229328, i32 -19088744, i1 false, i1 false)
  br i1 %low, label %then, label %exit

then:
  store i32 %p, ptr %out
  br label %exit

exit:
  ret void
}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg) convergent

attributes #0 = { convergent "target-cpu"="gfx1030" }
