; range_exit.before.ll with a second, live early return behind a branch the lanes part at:
; %tail's lanes part by %q, and %left returns early when %r is 7 (an argument: live on
; other inputs, LLVM keeps it), so %tail's post-dominator is the exit and the two halves
; elect apart in %meet. Neither early return is taken by the test's schedule (%r is 0):
; dropping both at once joins the halves at %meet as well as at %join, where after (which
; folds only the dead %header -> %early) keeps them apart at %meet.
declare i1 @subgroupElect() convergent

define i32 @kernel(ptr %out, i32 %p, i32 %q, i32 %r) convergent {
entry:
  %c = icmp ne i32 %p, 0
  br i1 %c, label %header, label %join

header:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %hit = icmp eq i32 %i, 4
  br i1 %hit, label %early, label %latch

latch:
  %next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %next, 2
  br i1 %more, label %header, label %join

early:
  ret i32 %p

join:
  %e = call i1 @subgroupElect()
  %z = zext i1 %e to i32
  store i32 %z, ptr %out
  br label %tail

tail:
  %d = icmp ne i32 %q, 0
  br i1 %d, label %left, label %meet

left:
  %w = icmp eq i32 %r, 7
  br i1 %w, label %late, label %meet

late:
  ret i32 %r

meet:
  %f = call i1 @subgroupElect()
  %g = zext i1 %f to i32
  %at = getelementptr inbounds i32, ptr %out, i32 1
  store i32 %g, ptr %at
  ret i32 0
}
