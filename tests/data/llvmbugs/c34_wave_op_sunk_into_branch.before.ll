; Class: a wave operation sunk into the one branch that uses it
; (microsoft/DirectXShaderCompiler#8001, "Derivative Calls Incorrectly Sunk Into
; Conditional Branches ... Also impacts other wave ops": DXC's high-level wave calls were
; not marked convergent, so its sinking moved them under `if` where one lane runs; the fix
; marks them convergent, DXC PR #8204 likewise for its loop threading). Above the branch
; the sum is over every lane; in it, over lane 3 alone.
define void @sink_into_branch(ptr %out, i32 %x) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %s = call i32 @subgroupAdd(i32 %x)
  %m = mul i32 %s, 3
  %c = icmp eq i32 %id, 3
  br i1 %c, label %then, label %exit

then:
  store i32 %m, ptr %out
  br label %exit

exit:
  ret void
}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent
