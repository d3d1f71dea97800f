; A do-while loop with a heart, a constant trip count of 6 and a divergent if:
; unrolling without remainder is allowed; the exit reads the last copy's values.
define void @kernel(i32 %x, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %big = icmp sgt i32 %x, %i
  br i1 %big, label %then, label %latch

then:
  %s = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %inner) ]
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 %s, ptr %p, align 4
  br label %latch

latch:
  %v = phi i32 [ %s, %then ], [ 1, %loop ]
  %acc.next = add i32 %acc, %v
  %i.next = add nsw i32 %i, 1
  %more = icmp slt i32 %i.next, 6
  br i1 %more, label %loop, label %exit

exit:
  %q = getelementptr inbounds i32, ptr %out, i32 15
  store i32 %acc.next, ptr %q, align 4
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @subgroupAdd(i32) convergent
