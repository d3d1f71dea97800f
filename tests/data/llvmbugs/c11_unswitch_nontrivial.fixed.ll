; Correct: the loop versioned on the uniform %cu: every lane runs the same version, so
; each iteration's sum still runs over every lane.
target triple = "amdgcn-amd-amdhsa"

define i32 @unswitch(i32 inreg %u, i32 %x) convergent {
entry:
  %cu = icmp ne i32 %u, 0
  %cd = icmp slt i32 %x, 4
  br i1 %cu, label %header.t, label %header.f

header.t:
  %i.t = phi i32 [ 0, %entry ], [ %i.next.t, %latch.t ]
  %acc.t = phi i32 [ 0, %entry ], [ %acc.next.t, %latch.t ]
  %more.t = icmp slt i32 %i.t, 3
  br i1 %more.t, label %mid.t, label %exit

mid.t:
  %v1.t = add i32 %x, 1
  br i1 %cd, label %c.t, label %d.t

c.t:
  %vc.t = add i32 %v1.t, 10
  br label %latch.t

d.t:
  %vd.t = sub i32 %v1.t, 10
  br label %latch.t

latch.t:
  %v2.t = phi i32 [ %vc.t, %c.t ], [ %vd.t, %d.t ]
  %s.t = call i32 @subgroupAdd(i32 %v2.t)
  %acc.next.t = add i32 %acc.t, %s.t
  %i.next.t = add i32 %i.t, 1
  br label %header.t

header.f:
  %i.f = phi i32 [ 0, %entry ], [ %i.next.f, %latch.f ]
  %acc.f = phi i32 [ 0, %entry ], [ %acc.next.f, %latch.f ]
  %more.f = icmp slt i32 %i.f, 3
  br i1 %more.f, label %mid.f, label %exit

mid.f:
  %v1.f = mul i32 %x, 3
  br i1 %cd, label %c.f, label %d.f

c.f:
  %vc.f = add i32 %v1.f, 10
  br label %latch.f

d.f:
  %vd.f = sub i32 %v1.f, 10
  br label %latch.f

latch.f:
  %v2.f = phi i32 [ %vc.f, %c.f ], [ %vd.f, %d.f ]
  %s.f = call i32 @subgroupAdd(i32 %v2.f)
  %acc.next.f = add i32 %acc.f, %s.f
  %i.next.f = add i32 %i.f, 1
  br label %header.f

exit:
  %r = phi i32 [ %acc.t, %header.t ], [ %acc.f, %header.f ]
  ret i32 %r
}

declare i32 @subgroupAdd(i32) convergent
