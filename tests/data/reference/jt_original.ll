; convergent: the whole subgroup enters the kernel as one group (SEMANTICS.md, "Non-convergent kernels").
; Seed 000, "Motivating Examples of Convergence Control: Unstructured Control Flow",
; example_original (uncontrolled barrier).
declare void @subgroupControlBarrier() convergent

define void @example_original(i32 %c1, i32 %c2) convergent {
entry:
  %cond1 = icmp ne i32 %c1, 0
  br i1 %cond1, label %then1, label %mid

then1:
  %cond2 = icmp ne i32 %c2, 0
  br label %mid

mid:
  %flag = phi i1 [ true, %entry ], [ %cond2, %then1 ]
  br i1 %flag, label %then2, label %end

then2:
  call void @subgroupControlBarrier()
  br label %end

end:
  ret void
}
