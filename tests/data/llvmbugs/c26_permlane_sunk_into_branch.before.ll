; Class: a lane permute sunk into a divergent branch where its only user is (AMDGPU
; machine sinking of V_PERMLANE*: llvm/llvm-project PR #144423, fixing SWDEV-537232 for
; PERMLANE_SWAP, and PR #182162 marking every PERMLANE instruction convergent so that
; machine-sink leaves them where they are). Above the branch each lane of the low row
; reads its partner in the high row; below it the partners no longer run with it.
target triple = "amdgcn-amd-amdhsa"

define void @permlane_sink(ptr %out, i32 %x) #0 {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %v = mul i32 %x, 5
  %p = call i32 @llvm.amdgcn.permlanex16.i32(i32 %v, i32 %v, i32 1985229328, i32 -19088744, i1 false, i1 false)
  %low = icmp ult i32 %id, 16
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
