; i16/i8 arithmetic, a division by a constant and a select on a ballot (amdgpu-codegenprepare
; promotes the narrow operations to i32 and leaves no rcp: decidable).
target triple = "amdgcn-amd-amdhsa"

define i32 @k(i32 %x, i32 %y, ptr %out) convergent {
entry:
  %a = trunc i32 %x to i16
  %b = trunc i32 %y to i16
  %s = add nuw i16 %a, %b
  %m = mul i16 %s, %a
  %c = icmp ult i16 %m, %b
  %bal = call i64 @subgroupBallot(i1 %c)
  %q = udiv i32 %x, 7
  %r = urem i32 %y, 12
  %e = trunc i32 %r to i8
  %sh = lshr i8 %e, 1
  %z = zext i8 %sh to i32
  %mz = zext i16 %m to i32
  %t = trunc i64 %bal to i32
  %v1 = add i32 %q, %z
  %v2 = add i32 %v1, %mz
  %v = add i32 %v2, %t
  store i32 %v, ptr %out, align 4
  ret i32 %q
}

declare i64 @subgroupBallot(i1) convergent
