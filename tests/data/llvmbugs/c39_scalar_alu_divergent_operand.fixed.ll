; Correct (PR #198508: the scalar pattern only for uniform results): the shift stays a vector
; operation; the uniform base may be read from the first lane.
target triple = "amdgcn-amd-amdhsa"

define i32 @scaled(i32 %x, i32 inreg %base) #0 {
entry:
  %sb = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %base)
  %s = shl i32 %x, 2
  %r = add i32 %s, %sb
  ret i32 %r
}

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent

attributes #0 = { convergent "target-cpu"="gfx1030" }
