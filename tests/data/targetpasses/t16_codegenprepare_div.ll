; 32-bit udiv/urem by a divergent value and i16 arithmetic (amdgpu-codegenprepare expands
; the division and widens the i16 operations), ballots on the results.
target triple = "amdgcn-amd-amdhsa"

define i64 @k(i32 %x, i32 %y, ptr %out) convergent {
entry:
  %d = or i32 %y, 1
  %q = udiv i32 %x, %d
  %r = urem i32 %x, %d
  %q16 = trunc i32 %q to i16
  %r16 = trunc i32 %r to i16
  %s16 = mul i16 %q16, %r16
  %sh = lshr i16 %s16, 1
  %w = zext i16 %sh to i32
  store i32 %w, ptr %out, align 4
  %c = icmp ugt i32 %q, 2
  %b = call i64 @subgroupBallot(i1 %c)
  %sd = sdiv i32 %x, %d
  %o = getelementptr i8, ptr %out, i64 8
  store i32 %sd, ptr %o, align 4
  ret i64 %b
}

declare i64 @subgroupBallot(i1) convergent
