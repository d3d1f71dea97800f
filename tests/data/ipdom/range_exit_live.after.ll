; range_exit_live.before.ll with the dead %header -> %early folded, as range_exit.after.ll
; (opt-19 -passes=ipsccp on range_exit.before.ll); the live %left -> %late stays.
declare i1 @subgroupElect() convergent

define i32 @kernel(ptr %out, i32 %p, i32 %q, i32 %r) convergent {
entry:
  %c = icmp ne i32 %p, 0
  br i1 %c, label %header, label %join

header:
  %i = phi i32 [ 0, %entry ], [ 1, %latch ]
  br label %latch

latch:
  %next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %next, 2
  br i1 %more, label %header, label %join

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
