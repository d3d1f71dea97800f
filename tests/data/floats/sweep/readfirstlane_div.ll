target triple = "amdgcn-amd-amdhsa"
define float @k(float %x) #0 {
entry:
  %f = call float @llvm.amdgcn.readfirstlane.f32(float %x)
  %r = fdiv float %x, %f
  ret float %r
}
declare float @llvm.amdgcn.readfirstlane.f32(float) #1
attributes #0 = { convergent nounwind }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
