; Buggy (before PR #193142): every reduction of a constant folded to the constant, as if
; one lane ran it.
target triple = "amdgcn-amd-amdhsa"

define void @reduce_const(ptr %out) #0 {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %odd = and i32 %id, 1
  %c = icmp ne i32 %odd, 0
  %r = select i1 %c, i32 5, i32 0
  %s = add i32 3, %r
  %t = mul i32 %s, 7
  store i32 %t, ptr %out
  ret void
}

declare i32 @getSubgroupLocalInvocationId()

attributes #0 = { convergent "target-cpu"="gfx90a" }
