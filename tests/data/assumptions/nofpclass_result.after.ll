; opt-19 -passes='attributor,instcombine' of nofpclass_result.before.ll, as it printed it:
; the attributor promised the helper's result nofpclass(nan) (what before returns, or
; poison) and InstCombine folded the fadd into ret %x, a NaN for a NaN %x: poison by
; LangRef (no noundef), as before's result was. Undefined there, after broke a defined before.

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal nofpclass(nan) float @h(float %x) #0 {
entry:
  ret float %x
}

define void @kernel(ptr nocapture nofree writeonly %out, ptr nocapture nofree readonly %in) {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %0 = sext i32 %lane to i64
  %q = getelementptr float, ptr %in, i64 %0
  %x = load float, ptr %q, align 4
  %r = call nofpclass(nan) float @h(float %x) #1
  %1 = sext i32 %lane to i64
  %p = getelementptr float, ptr %out, i64 %1
  store float %r, ptr %p, align 4
  ret void
}

declare i32 @getSubgroupLocalInvocationId()

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) }
attributes #1 = { nounwind memory(none) }
