; A loop that runs once nested in a loop that runs %n times (once_loop.before.ll's shape
; inside an outer loop, hand-made): the inner %header enters %body with %i = 0 and leaves
; to %exit with %i = 1, both of its edges taken in every visit, and the way
; %latch -> %header -> %body -> %done keeps %exit from post-dominating %split. Lanes that
; break out at %split (p != 0) and lanes that go round and leave at %header (p == 0) elect
; apart at %exit under the static ipdom reading, in every iteration of %outer; LLVM
; deletes the inner loop and they elect together (nested_once_loop.after.ll). Peeling
; %outer's first iteration copies the inner loop whole: the difference stays in the copy.
declare i1 @subgroupElect() convergent

define i32 @kernel(ptr %out, i32 %p, i32 %q, i32 %n) convergent {
entry:
  br label %outer

outer:
  %j = phi i32 [ 0, %entry ], [ %jnext, %olatch ]
  %more = icmp ult i32 %j, %n
  br i1 %more, label %header, label %done

header:
  %i = phi i32 [ 0, %outer ], [ %next, %latch ]
  %go = icmp ult i32 %i, 1
  br i1 %go, label %body, label %exit

body:
  %c = icmp eq i32 %q, 0
  br i1 %c, label %done, label %split

split:
  %d = icmp ne i32 %p, 0
  br i1 %d, label %exit, label %latch

latch:
  %next = add nuw nsw i32 %i, 1
  br label %header

exit:
  %e = call i1 @subgroupElect()
  %z = zext i1 %e to i32
  %slot = getelementptr inbounds i32, ptr %out, i32 %j
  store i32 %z, ptr %slot
  br label %olatch

olatch:
  %jnext = add nuw nsw i32 %j, 1
  br label %outer

done:
  ret i32 0
}
