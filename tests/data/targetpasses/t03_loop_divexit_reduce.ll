; A loop whose trip count is the thread's own (divergent exit), a ballot in the body
; and a reduction after the loop: after the exit every thread meets again.
target triple = "amdgcn-amd-amdhsa"

define i32 @k(i32 %x, ptr %out) convergent {
entry:
  %n = and i32 %x, 3
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]
  %b = call i64 @subgroupBallot(i1 true)
  %acc1 = add i64 %acc, %b
  %i1 = add i32 %i, 1
  %d = icmp ult i32 %i, %n
  br i1 %d, label %loop, label %exit
exit:
  store i64 %acc1, ptr %out, align 8
  %s = call i32 @subgroupAdd(i32 %i1)
  ret i32 %s
}

declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupAdd(i32) convergent
