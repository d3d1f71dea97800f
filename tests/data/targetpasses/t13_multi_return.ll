; Several returns under divergent branches, a ballot before each (unify-divergent-exit-nodes
; merges them into one return block).
target triple = "amdgcn-amd-amdhsa"

define i64 @k(i32 %x, ptr %out) convergent {
entry:
  %c = icmp slt i32 %x, 2
  br i1 %c, label %r1, label %mid
r1:
  %a = call i64 @subgroupBallot(i1 true)
  ret i64 %a
mid:
  %d = icmp slt i32 %x, 5
  br i1 %d, label %r2, label %r3
r2:
  %b = call i64 @subgroupBallot(i1 true)
  %b1 = add i64 %b, 100
  ret i64 %b1
r3:
  %e = call i64 @subgroupBallot(i1 true)
  store i64 %e, ptr %out, align 8
  ret i64 0
}

declare i64 @subgroupBallot(i1) convergent
