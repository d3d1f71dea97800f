; A loop that runs once (an O2 nvptx campaign, --model ipdom, seed 169, reduced by hand):
; %header enters %body with %i = 0 and leaves to %exit with %i = 1, so both of its edges
; are taken, and the way %latch -> %header -> %body -> %done keeps %exit from
; post-dominating %split. Lanes that break out at %split (p != 0) and lanes that go round
; and leave at %header (p == 0) elect apart at %exit under the static ipdom reading;
; LLVM (SCEV: one iteration) deletes the loop and they elect together (once_loop.after.ll).
declare i1 @subgroupElect() convergent

define i32 @kernel(ptr %out, i32 %p, i32 %q) convergent {
entry:
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
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
  store i32 %z, ptr %out
  br label %done

done:
  ret i32 0
}
