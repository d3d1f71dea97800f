; A helper whose result is 2^31 - 1 + %u + 1 with nuw and nsw: in [-2^31 + 1, 0) or
; poison (%u = 0 overflows nsw, %u = 2^31 nuw). Reduced from an opt-19 default<O3> nvptx
; --calls campaign (maximal, 30 cases, master seed 32): see range_result.after.ll.
define internal i32 @helper(i32 %u) noinline {
entry:
  %a = add nuw i32 2147483647, %u
  %b = add nuw nsw i32 1, %a
  ret i32 %b
}

define i32 @kernel(ptr %out, i32 %u) {
entry:
  %r = call i32 @helper(i32 %u)
  store i32 %u, ptr %out
  ret i32 0
}
