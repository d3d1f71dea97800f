; range_exit.before.ll with a second branch, on %q, between the loop and the election
; (the pair of range_exit.split.ll).
declare i1 @subgroupElect() convergent

define i32 @kernel(ptr %out, i32 %p, i32 %q) convergent {
entry:
  %c = icmp ne i32 %p, 0
  br i1 %c, label %header, label %mid

header:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %hit = icmp eq i32 %i, 4
  br i1 %hit, label %early, label %latch

latch:
  %next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %next, 2
  br i1 %more, label %header, label %mid

early:
  ret i32 %p

mid:
  %d = icmp ne i32 %q, 0
  br i1 %d, label %side, label %join

side:
  br label %join

join:
  %e = call i1 @subgroupElect()
  %z = zext i1 %e to i32
  store i32 %z, ptr %out
  ret i32 0
}
