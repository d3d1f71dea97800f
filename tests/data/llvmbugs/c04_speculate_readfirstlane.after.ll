; Buggy: readfirstlane speculated into entry and the branch folded into a select: the
; first lane of the whole wave instead of the first lane taking the branch.
target triple = "amdgcn-amd-amdhsa"

define i32 @speculate_rfl(i32 %x) convergent {
entry:
  %id = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %c = icmp sgt i32 %x, 7
  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %id)
  %r = select i1 %c, i32 %f, i32 -1
  ret i32 %r
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
