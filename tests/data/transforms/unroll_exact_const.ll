; A loop with a heart and a constant trip count of 4, with a divergent if in
; its body: unrolling by 2 without a remainder is allowed (seed 000).
define void @kernel(i32 %x, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %more = icmp slt i32 %i, 4
  br i1 %more, label %body, label %exit

body:
  %big = icmp sgt i32 %x, %i
  br i1 %big, label %then, label %latch

then:
  %s = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %inner) ]
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 %s, ptr %p, align 4
  br label %latch

latch:
  %i.next = add nsw i32 %i, 1
  br label %header

exit:
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @subgroupAdd(i32) convergent
