; An irreducible cycle with an uncontrolled ballot inside; a ballot after it.
target triple = "amdgcn-amd-amdhsa"

define i64 @k(i32 %x, ptr %out) convergent {
entry:
  %n = and i32 %x, 3
  %c = icmp ult i32 %n, 2
  br i1 %c, label %a, label %b
a:
  %ia = phi i32 [ 0, %entry ], [ %ib1, %b ]
  %ia1 = add i32 %ia, 1
  %ca = icmp ult i32 %ia1, %n
  br i1 %ca, label %b, label %exit
b:
  %ib = phi i32 [ 1, %entry ], [ %ia1, %a ]
  %v = call i64 @subgroupBallot(i1 true)
  store i64 %v, ptr %out, align 8
  %ib1 = add i32 %ib, 2
  %cb = icmp ult i32 %ib1, 6
  br i1 %cb, label %a, label %exit
exit:
  %w = call i64 @subgroupBallot(i1 true)
  ret i64 %w
}

declare i64 @subgroupBallot(i1) convergent
