; ModuleID = 'sqrt_before.ll'
source_filename = "sqrt_before.ll"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define void @k(ptr %in, ptr %out) #0 {
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %pi = getelementptr float, ptr %in, i32 %l
  %x = load float, ptr %pi, align 4
  %0 = fcmp olt float %x, 0x3810000000000000
  %1 = select i1 %0, i32 32, i32 0
  %2 = call float @llvm.ldexp.f32.i32(float %x, i32 %1)
  %3 = call float @llvm.amdgcn.sqrt.f32(float %2)
  %4 = select i1 %0, i32 -16, i32 0
  %s = call float @llvm.ldexp.f32.i32(float %3, i32 %4)
  %po = getelementptr float, ptr %out, i32 %l
  store float %s, ptr %po, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ldexp.f32.i32(float, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.sqrt.f32(float) #2

attributes #0 = { "target-cpu"="gfx1100" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx1100" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
