; A helper returning fadd nnan %x, -0.0: %x, or poison where %x is a NaN (LangRef,
; "Fast-Math Flags"). opt-19 -passes='attributor,instcombine' makes it
; nofpclass_result.after.ll.
define internal float @h(float %x) noinline {
entry:
  %r = fadd nnan float %x, -0.0
  ret float %r
}

define void @kernel(ptr %out, ptr %in) {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %q = getelementptr float, ptr %in, i32 %lane
  %x = load float, ptr %q
  %r = call float @h(float %x)
  %p = getelementptr float, ptr %out, i32 %lane
  store float %r, ptr %p
  ret void
}

declare i32 @getSubgroupLocalInvocationId()
