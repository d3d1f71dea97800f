; convergent: the whole subgroup enters the kernel as one group (SEMANTICS.md, "Non-convergent kernels").
; Seed 000, "Unstructured Control Flow", example_jumpthreaded (uncontrolled barrier):
; jump threading removed %mid, so then2 is reached along two paths.
declare void @subgroupControlBarrier() convergent

define void @example_jumpthreaded(i32 %c1, i32 %c2) convergent {
entry:
  %cond1 = icmp ne i32 %c1, 0
  br i1 %cond1, label %then1, label %then2

then1:
  %cond2 = icmp ne i32 %c2, 0
  br i1 %cond2, label %then2, label %end

then2:
  call void @subgroupControlBarrier()
  br label %end

end:
  ret void
}
