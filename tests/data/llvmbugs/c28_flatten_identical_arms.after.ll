; Buggy (DirectXShaderCompiler#241): the identical arms merged and the branch removed.
define void @same_arms(ptr %out, i32 %x) convergent {
entry:
  %s = call i32 @subgroupAdd(i32 %x)
  store i32 %s, ptr %out
  ret void
}

declare i32 @subgroupAdd(i32) convergent
