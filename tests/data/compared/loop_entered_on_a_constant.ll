; A loop entered from two blocks split by `x == 12345` (a per-lane argument against a
; constant no boundary draw hits), with a convergent operation in its header: rotate-naive
; duplicates the header into both entries, so lanes that exit at once (%n <= 0) see the min over
; their own side only. Hand-written for tests/test_compared_args.py.
define void @kernel(ptr %out, i32 %x, i32 %y, i32 %n) convergent {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %same = icmp eq i32 %x, 12345
  br i1 %same, label %left, label %right
left:
  br label %header
right:
  br label %header
header:
  %i = phi i32 [ 0, %left ], [ 0, %right ], [ %i.next, %body ]
  %m = call i32 @subgroupMin(i32 %lane)
  %cont = icmp slt i32 %i, %n
  br i1 %cont, label %body, label %exit
body:
  %i.next = add i32 %i, 1
  br label %header
exit:
  %p = getelementptr inbounds i32, ptr %out, i32 %lane
  store i32 %m, ptr %p, align 4
  ret void
}
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupMin(i32) convergent
