; ModuleID = 'fdiv_before.ll'
source_filename = "fdiv_before.ll"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define void @k(ptr %in, ptr %out) #0 {
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %i = shl i32 %l, 1
  %pa = getelementptr float, ptr %in, i32 %i
  %a = load float, ptr %pa, align 4
  %pb = getelementptr float, ptr %pa, i32 1
  %b = load float, ptr %pb, align 4
  %q = call float @llvm.amdgcn.fdiv.fast(float %a, float %b)
  %po = getelementptr float, ptr %out, i32 %i
  store float %q, ptr %po, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.fdiv.fast(float, float) #2

attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" "target-cpu"="gfx1100" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx1100" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
