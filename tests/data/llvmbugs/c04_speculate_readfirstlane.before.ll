; Class: speculation (SpeculativeExecution, SimplifyCFG's speculativelyExecuteBB, LICM's
; hoisting of "readnone" calls) of a convergent read*lane out of a divergent branch.
target triple = "amdgcn-amd-amdhsa"

define i32 @speculate_rfl(i32 %x) convergent {
entry:
  %id = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %c = icmp sgt i32 %x, 7
  br i1 %c, label %then, label %join

then:
  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %id)
  br label %join

join:
  %r = phi i32 [ %f, %then ], [ -1, %entry ]
  ret i32 %r
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
