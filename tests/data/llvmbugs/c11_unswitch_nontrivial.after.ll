; Buggy: the loop versioned on the divergent %cd: lanes with x < 4 and the others run
; different copies of the loop, and each copy's sum sees only its own lanes.
target triple = "amdgcn-amd-amdhsa"

define i32 @unswitch(i32 inreg %u, i32 %x) convergent {
entry:
  %cu = icmp ne i32 %u, 0
  %cd = icmp slt i32 %x, 4
  br i1 %cd, label %header.t, label %header.f

header.t:
  %i.t = phi i32 [ 0, %entry ], [ %i.next.t, %latch.t ]
  %acc.t = phi i32 [ 0, %entry ], [ %acc.next.t, %latch.t ]
  %more.t = icmp slt i32 %i.t, 3
  br i1 %more.t, label %body.t, label %exit

body.t:
  br i1 %cu, label %a.t, label %b.t

a.t:
  %va.t = add i32 %x, 1
  br label %latch.t

b.t:
  %vb.t = mul i32 %x, 3
  br label %latch.t

latch.t:
  %v1.t = phi i32 [ %va.t, %a.t ], [ %vb.t, %b.t ]
  %v2.t = add i32 %v1.t, 10
  %s.t = call i32 @subgroupAdd(i32 %v2.t)
  %acc.next.t = add i32 %acc.t, %s.t
  %i.next.t = add i32 %i.t, 1
  br label %header.t

header.f:
  %i.f = phi i32 [ 0, %entry ], [ %i.next.f, %latch.f ]
  %acc.f = phi i32 [ 0, %entry ], [ %acc.next.f, %latch.f ]
  %more.f = icmp slt i32 %i.f, 3
  br i1 %more.f, label %body.f, label %exit

body.f:
  br i1 %cu, label %a.f, label %b.f

a.f:
  %va.f = add i32 %x, 1
  br label %latch.f

b.f:
  %vb.f = mul i32 %x, 3
  br label %latch.f

latch.f:
  %v1.f = phi i32 [ %va.f, %a.f ], [ %vb.f, %b.f ]
  %v2.f = sub i32 %v1.f, 10
  %s.f = call i32 @subgroupAdd(i32 %v2.f)
  %acc.next.f = add i32 %acc.f, %s.f
  %i.next.f = add i32 %i.f, 1
  br label %header.f

exit:
  %r = phi i32 [ %acc.t, %header.t ], [ %acc.f, %header.f ]
  ret i32 %r
}

declare i32 @subgroupAdd(i32) convergent
