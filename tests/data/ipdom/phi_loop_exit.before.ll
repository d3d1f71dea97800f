define i32 @kernel(ptr %out, i32 %x) convergent {
entry:
  %lane.lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 1, i32 0)
  %lane640 = zext i32 %lane.lo to i64
  %mybit0 = trunc i64 %lane640 to i1
  br i1 %mybit0, label %loop0.header.7, label %loop2.header.23

loop0.header.7:
  %i0 = phi i32 [ %i.next0, %loop0.latch.8 ], [ 0, %entry ]
  %bc1 = icmp eq i32 %i0, 1
  br i1 %bc1, label %return.10, label %loop0.latch.8

loop0.latch.8:
  %i.next0 = add nuw nsw i32 %i0, 1
  %cont0 = icmp ult i32 %i.next0, 1
  br i1 %cont0, label %loop0.header.7, label %loop2.header.23

return.10:
  ret i32 %x

loop2.header.23:
  %elect5 = call i1 @subgroupElect()
  %ext5 = zext i1 %elect5 to i32
  store i32 %ext5, ptr %out, align 4
  ret i32 0
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)

declare i1 @subgroupElect() convergent
