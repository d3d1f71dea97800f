; Class: a convergent wrapper around a ballot, left as a call, run as if every lane of the
; subgroup were active at its entry (intel/llvm#23204, fixed by intel/llvm PR #23219: SYCL's
; group_ballot() and get_opportunistic_group() wrap __spirv_GroupNonUniformBallot; at -O0 the
; wrappers were not inlined and the ballot "runs in a separate function where the backend
; sees all work-items as active, so returned work-items are wrongly reported as group
; members"). The kernel returns early in lanes 2 and up, as the report's test returns the
; upper half of each sub-group, and the others ballot true through the wrapper.
;
; Worked by hand: the wrapper's entry converges where its call site did (seed 000, calls), so
; with lanes 0..n-1 active the ballot in lanes 0 and 1 is bits {0, 1} = 3 (1 if only lane 0
; or only lane 1 runs, of those two). AFTER (the call made where every lane runs, which is
; what treating the callee's entry as full does) gives the bits of every active lane: 7 with
; lanes 0-2 active, 15 with lanes 0-3. FIXED is the wrapper inlined into the branch (the
; PR's always_inline).
define internal i32 @group_ballot(i1 %p) convergent {
entry:
  %b = call i64 @subgroupBallot(i1 %p)
  %lo = trunc i64 %b to i32
  ret i32 %lo
}

define i32 @kernel(i32 %x) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %upper = icmp uge i32 %id, 2
  br i1 %upper, label %done, label %work

done:
  ret i32 0

work:
  %m = call i32 @group_ballot(i1 true)
  ret i32 %m
}

declare i64 @subgroupBallot(i1) convergent
declare i32 @getSubgroupLocalInvocationId()
