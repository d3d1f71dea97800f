; Fixed: %mbc has a divergent use (the compare), so it is left alone; the readfirstlane
; goes only on a value that is uniform wherever it is used, the ballot's result (one
; mask for the whole wave: reading it from the first lane changes nothing).
target triple = "amdgcn-amd-amdhsa"

define i32 @kernel() #0 {
entry:
  %mbc = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %rfl = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %mbc)
  %cmp = icmp eq i32 %mbc, %rfl
  %bal = call i32 @llvm.amdgcn.ballot.i32(i1 %cmp)
  %sbal = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %bal)
  ret i32 %sbal
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @llvm.amdgcn.ballot.i32(i1) convergent

attributes #0 = { convergent "target-cpu"="gfx1030" }
