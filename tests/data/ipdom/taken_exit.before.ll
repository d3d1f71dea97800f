; range_exit.before.ll testing the counter against 1, a value it takes: the early return is
; live (lanes with %p != 0 return %p in the second round), so folding it (range_exit.after.ll)
; is wrong, and the edge every run with such a lane takes cannot excuse it.
declare i1 @subgroupElect() convergent

define i32 @kernel(ptr %out, i32 %p) convergent {
entry:
  %c = icmp ne i32 %p, 0
  br i1 %c, label %header, label %join

header:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %hit = icmp eq i32 %i, 1
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
  ret i32 0
}
