; Correct: an InstCombine canonicalization that keeps both lane reads (operands of the
; add swapped).
target triple = "amdgcn-amd-amdhsa"

define i32 @rfl_fold(i32 inreg %src, i32 %x) #0 {
entry:
  %c = icmp slt i32 %x, 3
  br i1 %c, label %then, label %join

then:
  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
  %l = call i32 @llvm.amdgcn.readlane.i32(i32 %x, i32 %src)
  %s = add i32 %l, %f
  br label %join

join:
  %r = phi i32 [ %s, %then ], [ 0, %entry ]
  ret i32 %r
}

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) convergent

attributes #0 = { convergent "target-cpu"="gfx1030" }
