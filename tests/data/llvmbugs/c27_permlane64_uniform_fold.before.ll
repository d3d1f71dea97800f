; Class: a lane permute taken for uniform by the uniformity analysis, so a uniform-value
; fold drops the readfirstlane that made its result uniform (llvm/llvm-project PR #188562
; marks llvm.amdgcn.permlane64 divergent; AMDGPUUniformIntrinsicCombine, PR #116953,
; removes a readfirstlane of a value it believes uniform). permlane64 of a lane-varying
; value gives lane L the value of lane L xor 32: still lane-varying.
target triple = "amdgcn-amd-amdhsa"

define void @permlane64_fold(ptr %out, i32 inreg %u, i32 %x) #0 {
entry:
  %pu = call i32 @llvm.amdgcn.permlane64.i32(i32 %u)
  %v = mul i32 %x, 3
  %pv = call i32 @llvm.amdgcn.permlane64.i32(i32 %v)
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %pv)
  %s = add i32 %pu, %r
  store i32 %s, ptr %out
  ret void
}

declare i32 @llvm.amdgcn.permlane64.i32(i32) convergent
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent

attributes #0 = { convergent "target-cpu"="gfx1100" "target-features"="+wavefrontsize64" }
