; Seed 000, "Loop Unrolling": every convergent operation refers to an anchor
; inside the loop, so the loop may be unrolled even with a remainder.
define void @kernel(i32 %n, ptr %out) {
entry:
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit

body:
  %tok = call token @llvm.experimental.convergence.anchor()
  %s = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 %s, ptr %p, align 4
  %acc.next = add i32 %acc, %i
  %i.next = add nsw i32 %i, 1
  br label %header

exit:
  %q = getelementptr inbounds i32, ptr %out, i32 15
  store i32 %acc, ptr %q, align 4
  ret void
}

declare token @llvm.experimental.convergence.anchor() convergent
declare i32 @subgroupAdd(i32) convergent
