; Buggy (S_LSHL2_ADD_U32 selected for a divergent chain): both operands copied to scalar
; registers with readfirstlane, the scalar result broadcast back.
target triple = "amdgcn-amd-amdhsa"

define i32 @scaled(i32 %x, i32 inreg %base) #0 {
entry:
  %sx = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
  %sb = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %base)
  %s = shl i32 %sx, 2
  %r = add i32 %s, %sb
  ret i32 %r
}

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent

attributes #0 = { convergent "target-cpu"="gfx1030" }
