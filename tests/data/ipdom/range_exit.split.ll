; range_exit.before.ll with the dead edge folded (as range_exit.after.ll), a second branch
; on %q below the loop, and the election moved into both of its sides: each side elects
; among its own lanes. Before's lanes meet at %join whichever reading of %header's edges
; counts (with the untaken edge, apart by %p; over the taken ones, all together), so
; the split by %q is a violation under both: re-checking over the taken edges must not
; turn it into an inconclusive verdict.
declare i1 @subgroupElect() convergent

define i32 @kernel(ptr %out, i32 %p, i32 %q) convergent {
entry:
  %c = icmp ne i32 %p, 0
  br i1 %c, label %header, label %mid

header:
  %i = phi i32 [ 0, %entry ], [ 1, %latch ]
  br label %latch

latch:
  %next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %next, 2
  br i1 %more, label %header, label %mid

mid:
  %d = icmp ne i32 %q, 0
  br i1 %d, label %side, label %other

side:
  %e1 = call i1 @subgroupElect()
  %z1 = zext i1 %e1 to i32
  store i32 %z1, ptr %out
  br label %join

other:
  %e2 = call i1 @subgroupElect()
  %z2 = zext i1 %e2 to i32
  store i32 %z2, ptr %out
  br label %join

join:
  ret i32 0
}
