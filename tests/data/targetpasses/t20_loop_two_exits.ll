; A loop with two divergent exits to different blocks, each with a ballot, then a join
; (unify-loop-exits routes both through one guard block).
target triple = "amdgcn-amd-amdhsa"

define i64 @k(i32 %x, ptr %out) convergent {
entry:
  %n = and i32 %x, 7
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %e1 = icmp eq i32 %i, %n
  br i1 %e1, label %exitA, label %latch
latch:
  %i1 = add i32 %i, 1
  %e2 = icmp ugt i32 %i1, 4
  br i1 %e2, label %exitB, label %loop
exitA:
  %a = call i64 @subgroupBallot(i1 true)
  br label %join
exitB:
  %b = call i64 @subgroupBallot(i1 true)
  %bb = add i64 %b, 1000
  br label %join
join:
  %p = phi i64 [ %a, %exitA ], [ %bb, %exitB ]
  %z = call i64 @subgroupBallot(i1 true)
  store i64 %z, ptr %out, align 8
  ret i64 %p
}

declare i64 @subgroupBallot(i1) convergent
