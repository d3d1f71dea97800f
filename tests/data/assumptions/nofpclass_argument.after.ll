; opt-19 -passes='attributor,instcombine' of nofpclass_argument.before.ll, as it printed
; it: the attributor promised the helper's parameter nofpclass(nan) (every caller passes
; an nnan result) and folded its isnan to 0; InstCombine made the argument %x itself, a
; NaN where before passed poison: poison by LangRef (no noundef), not undefined.

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal i32 @isnan(float nofpclass(nan) %x) #0 {
entry:
  ret i32 0
}

define void @kernel(ptr nocapture nofree writeonly %out, ptr nocapture nofree readonly %in) {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %0 = sext i32 %lane to i64
  %q = getelementptr float, ptr %in, i64 %0
  %x = load float, ptr %q, align 4
  %r = call i32 @isnan(float nofpclass(nan) %x) #1, !range !0
  %1 = sext i32 %lane to i64
  %p = getelementptr i32, ptr %out, i64 %1
  store i32 %r, ptr %p, align 4
  ret void
}

declare i32 @getSubgroupLocalInvocationId()

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) }
attributes #1 = { nounwind memory(none) }

!0 = !{i32 0, i32 2}
