; convergent: the whole subgroup enters the kernel as one group (SEMANTICS.md, "Non-convergent kernels").
; A while loop with a single preheader and an uncontrolled ballot in its
; header: rotating it keeps every header execution one execution of one copy.
define void @kernel(i32 %n, ptr %out) convergent {
entry:
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %latch ]
  %odd = icmp ne i32 %n, 2
  %b = call i64 @subgroupBallot(i1 %odd)
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit

body:
  %lt = icmp ult i32 %i, 2
  br i1 %lt, label %then, label %latch

then:
  call void @subgroupControlBarrier()
  br label %latch

latch:
  %acc.next = add i64 %acc, %b
  %i.next = add nsw i32 %i, 1
  br label %header

exit:
  %r = add i64 %acc, %b
  store i64 %r, ptr %out, align 8
  ret void
}

declare i64 @subgroupBallot(i1) convergent
declare void @subgroupControlBarrier() convergent
