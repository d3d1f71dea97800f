; Correct: unrolled by 2 with an exit test after each copy (no remainder loop); the
; duplicated heart is cleaned up into one loop intrinsic that both copies use, so
; iteration j of this loop is iterations 2j and 2j+1 of the original.
target triple = "amdgcn-amd-amdhsa"

define i32 @unroll_heart(i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %n = and i32 %x, 3
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body2 ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %body2 ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body1, label %exit

body1:
  %s1 = call i32 @subgroupAdd(i32 %i) [ "convergencectrl"(token %h) ]
  %acc1 = add i32 %acc, %s1
  %i1 = add i32 %i, 1
  %more1 = icmp slt i32 %i1, %n
  br i1 %more1, label %body2, label %exit

body2:
  %s2 = call i32 @subgroupAdd(i32 %i1) [ "convergencectrl"(token %h) ]
  %acc.next = add i32 %acc1, %s2
  %i.next = add i32 %i, 2
  br label %header

exit:
  %r = phi i32 [ %acc, %header ], [ %acc1, %body1 ]
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @subgroupAdd(i32) convergent
