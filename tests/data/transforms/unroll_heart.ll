; Seed 000, "Loop Unrolling": %inner is the heart of the loop and uses %outer,
; a token produced outside it. Unrolling with a remainder is forbidden: a thread
; running 3 iterations and one running 4 would execute the 3rd iteration's
; subgroupAdd in different static copies. Also the anchor-into-loop example.
define void @kernel(i32 %n, ptr %out) {
entry:
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit

body:
  %s = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %inner) ]
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 %s, ptr %p, align 4
  %i.next = add nsw i32 %i, 1
  br label %header

exit:
  ret void
}

declare token @llvm.experimental.convergence.anchor() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @subgroupAdd(i32) convergent
