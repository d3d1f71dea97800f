; Buggy (PR #188562): both permutes taken for uniform; the permute of the uniform %u
; folded to %u (right), and the readfirstlane of the lane-varying permute dropped (wrong).
target triple = "amdgcn-amd-amdhsa"

define void @permlane64_fold(ptr %out, i32 inreg %u, i32 %x) #0 {
entry:
  %v = mul i32 %x, 3
  %pv = call i32 @llvm.amdgcn.permlane64.i32(i32 %v)
  %s = add i32 %u, %pv
  store i32 %s, ptr %out
  ret void
}

declare i32 @llvm.amdgcn.permlane64.i32(i32) convergent

attributes #0 = { convergent "target-cpu"="gfx1100" "target-features"="+wavefrontsize64" }
