; Class: non-trivial SimpleLoopUnswitch of a loop holding a convergent operation
; (isSafeForNonTrivialUnswitching refuses convergent loops; PR #207047 shares that guard
; with the trivial case): versioning the loop on a loop-invariant condition is right
; when the condition is uniform (%u is inreg) and wrong when it differs between lanes.
target triple = "amdgcn-amd-amdhsa"

define i32 @unswitch(i32 inreg %u, i32 %x) convergent {
entry:
  %cu = icmp ne i32 %u, 0
  %cd = icmp slt i32 %x, 4
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %more = icmp slt i32 %i, 3
  br i1 %more, label %body, label %exit

body:
  br i1 %cu, label %a, label %b

a:
  %va = add i32 %x, 1
  br label %mid

b:
  %vb = mul i32 %x, 3
  br label %mid

mid:
  %v1 = phi i32 [ %va, %a ], [ %vb, %b ]
  br i1 %cd, label %c, label %d

c:
  %vc = add i32 %v1, 10
  br label %latch

d:
  %vd = sub i32 %v1, 10
  br label %latch

latch:
  %v2 = phi i32 [ %vc, %c ], [ %vd, %d ]
  %s = call i32 @subgroupAdd(i32 %v2)
  %acc.next = add i32 %acc, %s
  %i.next = add i32 %i, 1
  br label %header

exit:
  ret i32 %acc
}

declare i32 @subgroupAdd(i32) convergent
