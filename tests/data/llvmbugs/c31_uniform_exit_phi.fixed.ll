; Correct: only the readlane of the inreg (uniform) %u dropped.
target triple = "amdgcn-amd-amdhsa"

define void @exit_phi(ptr %out, i32 inreg %u) #0 {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp ult i32 %i, %id
  br i1 %more, label %latch, label %exit

latch:
  %i.next = add i32 %i, 1
  %last = icmp eq i32 %i.next, 2
  br i1 %last, label %exit, label %header

exit:
  %p = phi i32 [ 1, %header ], [ 2, %latch ]
  %rp = call i32 @llvm.amdgcn.readlane.i32(i32 %p, i32 0)
  %hi = shl i32 %u, 4
  %r = or i32 %hi, %rp
  store i32 %r, ptr %out
  ret void
}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) convergent

attributes #0 = { convergent "target-cpu"="gfx1030" }
