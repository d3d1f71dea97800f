; The trip count 2*%x differs between threads but is always even: unrolling by
; 2 without a remainder keeps each iteration in one static copy.
define void @kernel(i32 %x, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %n = shl i32 %x, 1
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit

body:
  %s = call i32 @subgroupAdd(i32 %i) [ "convergencectrl"(token %inner) ]
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 %s, ptr %p, align 4
  %i.next = add nsw i32 %i, 1
  br label %header

exit:
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @subgroupAdd(i32) convergent
