; convergent: the whole subgroup enters the kernel as one group (SEMANTICS.md, "Non-convergent kernels").
; Ordinary arithmetic under a divergent if (and an uncontrolled barrier after
; it): speculating the multiplication is allowed; the division is not (it may
; trap).
define void @kernel(i32 %x, i32 %y, ptr %out) convergent {
entry:
  %cc = icmp sgt i32 %x, 0
  br i1 %cc, label %then, label %mid

then:
  %m = mul i32 %x, 3
  br label %mid

mid:
  %r = phi i32 [ %m, %then ], [ 7, %entry ]
  %cd = icmp ne i32 %y, 0
  br i1 %cd, label %div, label %end

div:
  %q = udiv i32 %x, %y
  br label %end

end:
  %t = phi i32 [ %q, %div ], [ %r, %mid ]
  call void @subgroupControlBarrier()
  store i32 %t, ptr %out, align 4
  ret void
}

declare void @subgroupControlBarrier() convergent
