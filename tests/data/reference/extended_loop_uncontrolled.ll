; convergent: the whole subgroup enters the kernel as one group (SEMANTICS.md, "Non-convergent kernels").
; Seed 000, "Extended Cycles: Divergent Exit from a Loop", without tokens: %C lies
; outside the loop, so threads breaking out in different iterations converge there.
declare void @subgroupControlBarrier() convergent

define void @example(i32 %breakat) convergent {
entry:
  br label %for

for:
  %i = phi i32 [ 0, %entry ], [ %i.next, %D ]
  %for.cond = icmp ult i32 %i, 8
  br i1 %for.cond, label %B, label %E

B:
  %condition = icmp eq i32 %i, %breakat
  br i1 %condition, label %C, label %D

C:
  call void @subgroupControlBarrier()
  br label %E

D:
  %i.next = add i32 %i, 1
  br label %for

E:
  ret void
}
