; A do-while loop whose only convergent operation uses an anchor inside the
; loop: unrolling with a remainder is allowed (seed 000, "Loop Unrolling").
define void @kernel(i32 %n, ptr %out) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %tok = call token @llvm.experimental.convergence.anchor()
  %s = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 %s, ptr %p, align 4
  %acc.next = add i32 %acc, %i
  %i.next = add nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = add i32 %acc.next, %i
  %q = getelementptr inbounds i32, ptr %out, i32 15
  store i32 %r, ptr %q, align 4
  ret void
}

declare token @llvm.experimental.convergence.anchor() convergent
declare i32 @subgroupAdd(i32) convergent
