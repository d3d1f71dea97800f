; Class: folding llvm.amdgcn.readfirstlane of a value believed uniform
; (AMDGPUUniformIntrinsicCombine: llvm/llvm-project#166665, readfirstlane taken out of the
; pass by PR #166955; InstCombine folds readfirstlane only of uniform operands). Here the
; operand differs between lanes; the sum also reads lane %src (HIP's __shfl with a
; uniform source lane), whose value is poison unless that lane takes the branch.
target triple = "amdgcn-amd-amdhsa"

define i32 @rfl_fold(i32 inreg %src, i32 %x) #0 {
entry:
  %c = icmp slt i32 %x, 3
  br i1 %c, label %then, label %join

then:
  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
  %l = call i32 @llvm.amdgcn.readlane.i32(i32 %x, i32 %src)
  %s = add i32 %f, %l
  br label %join

join:
  %r = phi i32 [ %s, %then ], [ 0, %entry ]
  ret i32 %r
}

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) convergent

attributes #0 = { convergent "target-cpu"="gfx1030" }
