; Correct: unrolled by 2 with an epilogue for an odd count. Every lane runs the same
; iterations, so each sum still runs over every lane.
target triple = "amdgcn-amd-amdhsa"

define i32 @runtime_unroll(i32 inreg %n) convergent {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %pre, label %exit

pre:
  %rem = and i32 %n, 1
  %main = sub i32 %n, %rem
  %hasmain = icmp sgt i32 %main, 0
  br i1 %hasmain, label %loop, label %epil.check

loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %pre ], [ %acc.next, %loop ]
  %s1 = call i32 @subgroupAdd(i32 %i)
  %i1 = add i32 %i, 1
  %s2 = call i32 @subgroupAdd(i32 %i1)
  %acc1 = add i32 %acc, %s1
  %acc.next = add i32 %acc1, %s2
  %i.next = add i32 %i, 2
  %again = icmp slt i32 %i.next, %main
  br i1 %again, label %loop, label %epil.check

epil.check:
  %i.e = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %acc.e = phi i32 [ 0, %pre ], [ %acc.next, %loop ]
  %hasrem = icmp ne i32 %rem, 0
  br i1 %hasrem, label %epil, label %exit

epil:
  %s3 = call i32 @subgroupAdd(i32 %i.e)
  %acc.r = add i32 %acc.e, %s3
  br label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %acc.e, %epil.check ], [ %acc.r, %epil ]
  ret i32 %r
}

declare i32 @subgroupAdd(i32) convergent
