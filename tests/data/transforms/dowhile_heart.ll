; A do-while loop (the test in the latch) with a heart and a per-thread bound;
; the accumulator is used after the loop.
define void @kernel(i32 %n, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %s = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %inner) ]
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 %s, ptr %p, align 4
  %acc.next = add i32 %acc, %s
  %i.next = add nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %q = getelementptr inbounds i32, ptr %out, i32 15
  store i32 %acc.next, ptr %q, align 4
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @subgroupAdd(i32) convergent
