define i32 @kernel(ptr %out, i32 %x, i32 %y) convergent {
entry:
  %lane.lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 1, i32 0)
  %broadcastfirst0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
  %bc0 = icmp sgt i32 %broadcastfirst0, %x
  br i1 %bc0, label %then.2, label %label.14

then.2:
  %vc0 = icmp ult i32 %broadcastfirst0, 0
  br i1 %vc0, label %return.16, label %label.14

label.14:
  %broadcastfirst10 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %lane.lo)
  store i32 %broadcastfirst10, ptr %out, align 4
  ret i32 %y

return.16:
  ret i32 %lane.lo
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
