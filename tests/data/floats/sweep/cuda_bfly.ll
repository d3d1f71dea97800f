target triple = "nvptx64-nvidia-cuda"
define float @k(float %v) #0 {
entry:
  %m = call i32 @llvm.nvvm.activemask()
  %s1 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 %m, float %v, i32 1, i32 31)
  %a1 = fadd float %v, %s1
  %s2 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 %m, float %a1, i32 2, i32 31)
  %a2 = fadd float %a1, %s2
  %s4 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 %m, float %a2, i32 4, i32 31)
  %a4 = fadd float %a2, %s4
  ret float %a4
}
declare i32 @llvm.nvvm.activemask() #1
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #1
attributes #0 = { convergent nounwind }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
