; A value computed before a divergent branch and used on one side only, next to a ballot
; (sink, loop-sink, gvn-sink must not move the ballot; sinking the arithmetic is fine).
target triple = "amdgcn-amd-amdhsa"

define i64 @k(i32 %x, ptr %out) convergent {
entry:
  %m = mul i32 %x, 7
  %b = call i64 @subgroupBallot(i1 true)
  %c = icmp slt i32 %x, 3
  br i1 %c, label %then, label %else
then:
  %mm = zext i32 %m to i64
  %r1 = add i64 %b, %mm
  %c1 = call i64 @subgroupBallot(i1 true)
  %s1 = add i64 %r1, %c1
  br label %join
else:
  %c2 = call i64 @subgroupBallot(i1 true)
  %s2 = add i64 %b, %c2
  br label %join
join:
  %p = phi i64 [ %s1, %then ], [ %s2, %else ]
  ret i64 %p
}

declare i64 @subgroupBallot(i1) convergent
