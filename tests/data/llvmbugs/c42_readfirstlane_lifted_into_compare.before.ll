; Class: a pass that puts readfirstlane on values it takes for uniform, and moves it up to
; their definition (GPUOpen-Drivers/llpc#2746, LLPC's PatchReadFirstLane on LLVM IR,
; 2023: "PatchReadFirstLane breaks ballot code"). Here the lane id %mbc
; (mbcnt.lo(-1, 0), the lane's index in a wave32) is compared with its own
; readfirstlane and the compare is balloted: the ballot has one bit, the first active
; lane's (the only lane whose id equals the first lane's id). The pass saw the uniform
; use (the readfirstlane) and replaced %mbc by readfirstlane(%mbc) everywhere, the
; compare included, which then holds in every lane: the ballot becomes the whole active
; mask. With lanes 0-2 active BEFORE returns 1 in each lane, the AFTER 7.
target triple = "amdgcn-amd-amdhsa"

define i32 @kernel() #0 {
entry:
  %mbc = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %rfl = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %mbc)
  %cmp = icmp eq i32 %mbc, %rfl
  %bal = call i32 @llvm.amdgcn.ballot.i32(i1 %cmp)
  ret i32 %bal
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @llvm.amdgcn.ballot.i32(i1) convergent

attributes #0 = { convergent "target-cpu"="gfx1030" }
