; range_result.before.ll as opt-19's O3 left it: IPSCCP promised the helper's result
; range(i32 -2147483647, 0) (what before returns, or poison) and InstCombine folded the
; two adds into `or %u, -2^31`, which for %u = 0 or -2^31 is -2^31, outside the range:
; poison by LangRef (no noundef), as before's result was. Undefined there, it made
; after break a defined before.
define internal range(i32 -2147483647, 0) i32 @helper(i32 %u) noinline {
entry:
  %b = or i32 %u, -2147483648
  ret i32 %b
}

define i32 @kernel(ptr %out, i32 %u) {
entry:
  %r = call i32 @helper(i32 %u)
  store i32 %u, ptr %out
  ret i32 0
}
