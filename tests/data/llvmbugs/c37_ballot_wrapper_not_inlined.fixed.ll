; Correct (intel/llvm PR #23219): the wrapper inlined where it is called, so the ballot is
; taken by the lanes that reach the branch only.
define i32 @kernel(i32 %x) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %upper = icmp uge i32 %id, 2
  br i1 %upper, label %done, label %work

done:
  ret i32 0

work:
  %b = call i64 @subgroupBallot(i1 true)
  %m = trunc i64 %b to i32
  ret i32 %m
}

declare i64 @subgroupBallot(i1) convergent
declare i32 @getSubgroupLocalInvocationId()
