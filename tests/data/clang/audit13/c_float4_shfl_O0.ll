; ModuleID = '/tmp/a13build/cu_O0.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.F4 = type { float, float, float, float }

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL6laneidv() #0 {
  %1 = call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z13c_float4_shflPK2F4PS_(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.F4, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.F4, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef i32 @_ZL6laneidv() #5
  store i32 %9, ptr %5, align 4
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %5, align 4
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds %struct.F4, ptr %10, i64 %12
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %13, i64 16, i1 false)
  %14 = load i32, ptr %5, align 4
  %15 = add i32 %14, 1
  %16 = and i32 %15, 31
  store i32 %16, ptr %7, align 4
  %17 = getelementptr inbounds %struct.F4, ptr %6, i32 0, i32 0
  %18 = load float, ptr %17, align 4
  %19 = load i32, ptr %7, align 4
  %20 = call contract float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %18, i32 %19, i32 31)
  %21 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 0
  store float %20, ptr %21, align 4
  %22 = getelementptr inbounds %struct.F4, ptr %6, i32 0, i32 1
  %23 = load float, ptr %22, align 4
  %24 = load i32, ptr %7, align 4
  %25 = call contract float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %23, i32 %24, i32 31)
  %26 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 1
  store float %25, ptr %26, align 4
  %27 = getelementptr inbounds %struct.F4, ptr %6, i32 0, i32 2
  %28 = load float, ptr %27, align 4
  %29 = call contract noundef float @_ZL10shfl_xor_fjfi(i32 noundef -1, float noundef %28, i32 noundef 1) #5
  %30 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 2
  store float %29, ptr %30, align 4
  %31 = getelementptr inbounds %struct.F4, ptr %6, i32 0, i32 3
  %32 = load float, ptr %31, align 4
  %33 = getelementptr inbounds %struct.F4, ptr %6, i32 0, i32 3
  %34 = load float, ptr %33, align 4
  %35 = call contract noundef float @_ZL10shfl_xor_fjfi(i32 noundef -1, float noundef %34, i32 noundef 2) #5
  %36 = fadd contract float %32, %35
  %37 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 3
  store float %36, ptr %37, align 4
  %38 = load ptr, ptr %4, align 8
  %39 = load i32, ptr %5, align 4
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds %struct.F4, ptr %38, i64 %40
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %41, ptr align 4 %8, i64 16, i1 false)
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #3

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef float @_ZL10shfl_xor_fjfi(i32 noundef %0, float noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store float %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load float, ptr %5, align 4
  %9 = load i32, ptr %6, align 4
  %10 = call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 %7, float %8, i32 %9, i32 31)
  ret float %10
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!llvm.module.flags = !{!12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = !{ptr @_Z13c_float4_shflPK2F4PS_, !"kernel", i32 1}
!10 = distinct !{null, !"kernel", i32 1}
!11 = distinct !{null, !"kernel", i32 1}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
