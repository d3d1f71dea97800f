; Buggy: both readlanes dropped, that of the cycle's divergent exit value too.
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
  %hi = shl i32 %u, 8
  %r = or i32 %hi, %bv
  store i32 %r, ptr %out
  ret void
}

declare i32 @getSubgroupLocalInvocationId()

attributes #0 = { convergent "target-cpu"="gfx1030" }
