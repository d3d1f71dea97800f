; Correct: only the readlane of the inreg %u dropped.
target triple = "amdgcn-amd-amdhsa"

define void @irreducible_entry(ptr %out, i32 inreg %u) #0 {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %low = icmp ult i32 %id, 2
  br i1 %low, label %b, label %h

h:
  %hv = phi i32 [ 0, %entry ], [ %b.next, %b ]
  %h.next = add i32 %hv, 1
  br label %b

b:
  %bv = phi i32 [ %h.next, %h ], [ 10, %entry ]
  %b.next = add i32 %bv, 1
  %stop = icmp uge i32 %bv, 3
  br i1 %stop, label %x, label %h

x:
  %rb = call i32 @llvm.amdgcn.readlane.i32(i32 %bv, i32 0)
  %hi = shl i32 %u, 8
  %r = or i32 %hi, %rb
  store i32 %r, ptr %out
  ret void
}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) convergent

attributes #0 = { convergent "target-cpu"="gfx1030" }
