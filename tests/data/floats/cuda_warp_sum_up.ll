; WRONG: the second round shuffles up instead of down (a swapped direction).
target triple = "nvptx64-nvidia-cuda"

define float @warp_sum(float %v) #0 {
entry:
  %m = call i32 @llvm.nvvm.activemask()
  %s16 = call float @llvm.nvvm.shfl.sync.down.f32(i32 %m, float %v, i32 16, i32 31)
  %a16 = fadd float %v, %s16
  %s8 = call float @llvm.nvvm.shfl.sync.up.f32(i32 %m, float %a16, i32 8, i32 31)
  %a8 = fadd float %a16, %s8
  %s4 = call float @llvm.nvvm.shfl.sync.down.f32(i32 %m, float %a8, i32 4, i32 31)
  %a4 = fadd float %a8, %s4
  %s2 = call float @llvm.nvvm.shfl.sync.down.f32(i32 %m, float %a4, i32 2, i32 31)
  %a2 = fadd float %a4, %s2
  %s1 = call float @llvm.nvvm.shfl.sync.down.f32(i32 %m, float %a2, i32 1, i32 31)
  %a1 = fadd float %a2, %s1
  ret float %a1
}

declare i32 @llvm.nvvm.activemask() #1
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #1
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #1

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
