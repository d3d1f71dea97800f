; Claims about a device function's values (uni audit, session 6). opt prints a report for
; @dev too, and a run of @kernel executes it: %id in @dev is the lane id, %t = %a + %id
; with %a uniform at the only call site, so both differ between the converged instances
; of %entry@dev (the call site is in the kernel's entry, every lane converged). The
; ballot of true is the same for all of them (uniform, whatever LLVM says).
define internal i32 @dev(i32 %a) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %t = add i32 %a, %id
  %b = call i64 @subgroupBallot(i1 true)
  %bt = trunc i64 %b to i32
  %r = add i32 %t, %bt
  ret i32 %r
}

define i32 @kernel(i32 inreg %u) convergent {
entry:
  %x = call i32 @dev(i32 %u)
  %y = add i32 %x, 1
  ret i32 %y
}

declare i32 @getSubgroupLocalInvocationId()
declare i64 @subgroupBallot(i1) convergent
