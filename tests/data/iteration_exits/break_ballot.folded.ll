declare i64 @subgroupBallot(i1) convergent

define i64 @kernel(i32 %x) convergent {
entry:
  %t = and i32 %x, 3
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %done = icmp uge i32 %i, %t
  br i1 %done, label %leave, label %latch

leave:
  %b = call i64 @subgroupBallot(i1 true)
  br label %latch

latch:
  %bb = phi i64 [ %b, %leave ], [ poison, %loop ]
  %i.next = add i32 %i, 1
  br i1 %done, label %exit, label %loop

exit:
  ret i64 %bb
}
