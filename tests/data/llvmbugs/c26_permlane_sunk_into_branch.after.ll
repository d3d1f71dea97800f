; Buggy (PR #144423 / #182162): the permute sunk next to its only user, inside the branch
; the low row alone takes.
target triple = "amdgcn-amd-amdhsa"

define void @permlane_sink(ptr %out, i32 %x) #0 {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %v = mul i32 %x, 5
  %low = icmp ult i32 %id, 16
  br i1 %low, label %then, label %exit

then:
  %p = call i32 @llvm.amdgcn.permlanex16.i32(i32 %v, i32 %v, i32 1985229328, i32 -19088744, i1 false, i1 false)
  store i32 %p, ptr %out
  br label %exit

exit:
  ret void
}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg) convergent

attributes #0 = { convergent "target-cpu"="gfx1030" }
