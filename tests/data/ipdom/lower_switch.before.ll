declare void @ext.use(i32) nounwind

define i32 @kernel(i32 %x, i32 %y) convergent {
entry:
  br label %loop0.header.2

loop0.header.2:
  %i0 = phi i32 [ %i.next1, %loop0.latch.3 ], [ 0, %entry ]
  %max0 = call i32 @subgroupMax(i32 %x)
  call void @ext.use(i32 %max0)
  %cont0 = icmp ult i32 %i0, 1
  br i1 %cont0, label %loop0.body.7, label %join.28

loop0.latch.3:
  %i.next1 = add nuw nsw i32 %i0, 1
  br label %loop0.header.2

loop0.body.7:
  switch i32 %y, label %loop0.latch.3 [ i32 2, label %join.28 i32 3, label %break.17 ]

break.17:
  br label %loop0.latch.3

join.28:
  ret i32 0
}

declare i32 @subgroupMax(i32) convergent
