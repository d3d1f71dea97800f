; Buggy: both compares folded, the divergent one too.
target triple = "amdgcn-amd-amdhsa"

define i32 @ballot_fold(i32 inreg %u, i32 %x) convergent {
entry:
  %cu = icmp sgt i32 %u, 2
  %zu = xor i1 %cu, true
  %cd = icmp sgt i32 %x, 2
  %zd = xor i1 %cd, true
  %ru = zext i1 %zu to i32
  %rd = zext i1 %zd to i32
  %rd2 = shl i32 %rd, 1
  %r = or i32 %ru, %rd2
  ret i32 %r
}

declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
