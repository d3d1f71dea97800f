; Class: AMDGPU's uniform-intrinsic combine folding icmp eq (ballot c), 0 into !c when it
; believes c uniform (llvm/llvm-project PR #220009: the NOT it built was marked uniform
; even where it was not; #166665/PR #166955 for readfirstlane). Right for the inreg %u,
; wrong for the lane-dependent %x.
target triple = "amdgcn-amd-amdhsa"

define i32 @ballot_fold(i32 inreg %u, i32 %x) convergent {
entry:
  %cu = icmp sgt i32 %u, 2
  %bu = call i64 @llvm.amdgcn.ballot.i64(i1 %cu)
  %zu = icmp eq i64 %bu, 0
  %cd = icmp sgt i32 %x, 2
  %bd = call i64 @llvm.amdgcn.ballot.i64(i1 %cd)
  %zd = icmp eq i64 %bd, 0
  %ru = zext i1 %zu to i32
  %rd = zext i1 %zd to i32
  %rd2 = shl i32 %rd, 1
  %r = or i32 %ru, %rd2
  ret i32 %r
}

declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
