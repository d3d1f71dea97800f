; once_loop.before.ll's loop inside an irreducible cycle (hand-made): %entry enters the
; cycle at %side or at %header, and %again goes back to %side. The DFS meets %side first,
; so it heads the cycle, and the loop %header..%latch is a reducible cycle inside it. The
; schedule's lanes enter at %header (%r == 0) and leave at %again (%w == 0).
declare i1 @subgroupElect() convergent

define i32 @kernel(ptr %out, i32 %p, i32 %q, i32 %r, i32 %w) convergent {
entry:
  %s = icmp ne i32 %r, 0
  br i1 %s, label %side, label %header

side:
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ 0, %side ], [ %next, %latch ]
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
  br label %again

again:
  %back = icmp ne i32 %w, 0
  br i1 %back, label %side, label %done

done:
  ret i32 0
}
