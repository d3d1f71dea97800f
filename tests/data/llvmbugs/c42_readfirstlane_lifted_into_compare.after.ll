; Buggy (llpc#2746's output, its shape kept): the readfirstlane lifted to %mbc's
; definition and every use of %mbc rewritten, the compare's own operand included, so the
; compare reads readfirstlane(%mbc) on both sides and is true in every active lane.
target triple = "amdgcn-amd-amdhsa"

define i32 @kernel() #0 {
entry:
  %mbc = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lifted = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %mbc)
  %rfl = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %lifted)
  %cmp = icmp eq i32 %lifted, %rfl
  %bal = call i32 @llvm.amdgcn.ballot.i32(i1 %cmp)
  ret i32 %bal
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @llvm.amdgcn.ballot.i32(i1) convergent

attributes #0 = { convergent "target-cpu"="gfx1030" }
