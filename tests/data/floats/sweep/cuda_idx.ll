target triple = "nvptx64-nvidia-cuda"
define float @k(float %v) #0 {
entry:
  %m = call i32 @llvm.nvvm.activemask()
  %s = call float @llvm.nvvm.shfl.sync.idx.f32(i32 %m, float %v, i32 0, i32 31)
  %c = fcmp ogt float %v, %s
  br i1 %c, label %big, label %small
big:
  %d = fsub float %v, %s
  ret float %d
small:
  ret float %s
}
declare i32 @llvm.nvvm.activemask() #1
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #1
attributes #0 = { convergent nounwind }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
