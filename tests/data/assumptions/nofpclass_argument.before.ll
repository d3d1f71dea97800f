; A helper testing isnan of fadd nnan %x, -0.0 (poison where %x is a NaN). opt-19
; -passes='attributor,instcombine' makes it nofpclass_argument.after.ll.
define internal i32 @isnan(float %x) noinline {
entry:
  %c = fcmp uno float %x, 0.0
  %r = zext i1 %c to i32
  ret i32 %r
}

define void @kernel(ptr %out, ptr %in) {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %q = getelementptr float, ptr %in, i32 %lane
  %x = load float, ptr %q
  %s = fadd nnan float %x, -0.0
  %r = call i32 @isnan(float %s)
  %p = getelementptr i32, ptr %out, i32 %lane
  store i32 %r, ptr %p
  ret void
}

declare i32 @getSubgroupLocalInvocationId()
