; convergent: the whole subgroup enters the kernel as one group (SEMANTICS.md, "Non-convergent kernels").
; Identical arms without convergent operations in a function whose barrier is
; uncontrolled: only the arms of one diamond may merge.
define void @kernel(i32 %x, ptr %out) convergent {
entry:
  %cc = icmp sgt i32 %x, 0
  br i1 %cc, label %then, label %else

then:
  %m1 = mul i32 %x, 5
  br label %end

else:
  %m2 = mul i32 %x, 5
  br label %end

end:
  %r = phi i32 [ %m1, %then ], [ %m2, %else ]
  call void @subgroupControlBarrier()
  store i32 %r, ptr %out, align 4
  ret void
}

declare void @subgroupControlBarrier() convergent
