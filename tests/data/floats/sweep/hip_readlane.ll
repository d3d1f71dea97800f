target triple = "amdgcn-amd-amdhsa"
define float @k(float %x, i32 %i) #0 {
entry:
  %j = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i)
  %k = and i32 %j, 3
  %f = call float @llvm.amdgcn.readlane.f32(float %x, i32 %k)
  %r = fmul float %x, %f
  ret float %r
}
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1
declare float @llvm.amdgcn.readlane.f32(float, i32) #1
attributes #0 = { convergent nounwind }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
