; convergent: the whole subgroup enters the kernel as one group (SEMANTICS.md, "Non-convergent kernels").
; Seed 000, "Unstructured control flow" (example_original) without tokens; seed
; 004's "if (cc1) { if (cc2) flag = true; } if (flag) ballot" is the same shape.
; Threading %entry -> %mid to %then2 makes the barrier reachable along two paths:
; under a post-dominator (ipdom) reconvergence model the two groups no longer
; meet at the barrier.
define void @kernel(i32 %a, i32 %b, ptr %out) convergent {
entry:
  %cond1 = icmp sgt i32 %a, 0
  br i1 %cond1, label %then1, label %mid

then1:
  %cond2 = icmp sgt i32 %b, 0
  br label %mid

mid:
  %flag = phi i1 [ true, %entry ], [ %cond2, %then1 ]
  br i1 %flag, label %then2, label %end

then2:
  call void @subgroupControlBarrier()
  store i32 1, ptr %out, align 4
  br label %end

end:
  ret void
}

declare void @subgroupControlBarrier() convergent
