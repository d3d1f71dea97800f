; ModuleID = '/tmp/fp26build/cu_pre.ll'
source_filename = "fp26.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL6laneidv() #1 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13c_double_bflyPKdPdPf(ptr noundef %0, ptr noundef %1, ptr noundef %2) #2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !14
  store ptr %1, ptr %5, align 8, !tbaa !14
  store ptr %2, ptr %6, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5
  %12 = call noundef i32 @_ZL6laneidv() #6
  store i32 %12, ptr %7, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr %8) #5
  %13 = load ptr, ptr %4, align 8, !tbaa !14
  %14 = load i32, ptr %7, align 4, !tbaa !18
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %13, i64 %15
  %17 = load double, ptr %16, align 8, !tbaa !20
  store double %17, ptr %8, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5
  store i32 16, ptr %9, align 4, !tbaa !18
  br label %18

18:                                               ; preds = %28, %3
  %19 = load i32, ptr %9, align 4, !tbaa !18
  %20 = icmp sgt i32 %19, 0
  br i1 %20, label %22, label %21

21:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5
  br label %31

22:                                               ; preds = %18
  %23 = load double, ptr %8, align 8, !tbaa !20
  %24 = load i32, ptr %9, align 4, !tbaa !18
  %25 = call contract noundef double @_ZL10shfl_xor_djdi(i32 noundef -1, double noundef %23, i32 noundef %24) #6
  %26 = load double, ptr %8, align 8, !tbaa !20
  %27 = fadd contract double %26, %25
  store double %27, ptr %8, align 8, !tbaa !20
  br label %28

28:                                               ; preds = %22
  %29 = load i32, ptr %9, align 4, !tbaa !18
  %30 = ashr i32 %29, 1
  store i32 %30, ptr %9, align 4, !tbaa !18
  br label %18, !llvm.loop !22

31:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #5
  %32 = load ptr, ptr %4, align 8, !tbaa !14
  %33 = load i32, ptr %7, align 4, !tbaa !18
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %32, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !20
  %37 = fptrunc double %36 to float
  store float %37, ptr %10, align 4, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #5
  store i32 16, ptr %11, align 4, !tbaa !18
  br label %38

38:                                               ; preds = %48, %31
  %39 = load i32, ptr %11, align 4, !tbaa !18
  %40 = icmp sgt i32 %39, 0
  br i1 %40, label %42, label %41

41:                                               ; preds = %38
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #5
  br label %51

42:                                               ; preds = %38
  %43 = load float, ptr %10, align 4, !tbaa !24
  %44 = load i32, ptr %11, align 4, !tbaa !18
  %45 = call contract noundef float @_ZL11shfl_down_fjfi(i32 noundef -1, float noundef %43, i32 noundef %44) #6
  %46 = load float, ptr %10, align 4, !tbaa !24
  %47 = fadd contract float %46, %45
  store float %47, ptr %10, align 4, !tbaa !24
  br label %48

48:                                               ; preds = %42
  %49 = load i32, ptr %11, align 4, !tbaa !18
  %50 = ashr i32 %49, 1
  store i32 %50, ptr %11, align 4, !tbaa !18
  br label %38, !llvm.loop !26

51:                                               ; preds = %41
  %52 = load double, ptr %8, align 8, !tbaa !20
  %53 = load ptr, ptr %5, align 8, !tbaa !14
  %54 = load i32, ptr %7, align 4, !tbaa !18
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %53, i64 %55
  store double %52, ptr %56, align 8, !tbaa !20
  %57 = load float, ptr %10, align 4, !tbaa !24
  %58 = load ptr, ptr %6, align 8, !tbaa !14
  %59 = load i32, ptr %7, align 4, !tbaa !18
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %58, i64 %60
  store float %57, ptr %61, align 4, !tbaa !24
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr %8) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5
  ret void
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef double @_ZL10shfl_xor_djdi(i32 noundef %0, double noundef %1, i32 noundef %2) #1 {
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store i32 %0, ptr %4, align 4, !tbaa !18
  store double %1, ptr %5, align 8, !tbaa !20
  store i32 %2, ptr %6, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr %7) #5
  %11 = load i64, ptr %5, align 8, !tbaa !27
  store i64 %11, ptr %7, align 8, !tbaa !28
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5
  %12 = load i32, ptr %4, align 4, !tbaa !18
  %13 = load i64, ptr %7, align 8, !tbaa !28
  %14 = trunc i64 %13 to i32
  %15 = load i32, ptr %6, align 4, !tbaa !18
  %16 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %12, i32 %14, i32 %15, i32 31)
  store i32 %16, ptr %8, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5
  %17 = load i32, ptr %4, align 4, !tbaa !18
  %18 = load i64, ptr %7, align 8, !tbaa !28
  %19 = ashr i64 %18, 32
  %20 = trunc i64 %19 to i32
  %21 = load i32, ptr %6, align 4, !tbaa !18
  %22 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %17, i32 %20, i32 %21, i32 31)
  store i32 %22, ptr %9, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr %10) #5
  %23 = load i32, ptr %9, align 4, !tbaa !18
  %24 = sext i32 %23 to i64
  %25 = shl i64 %24, 32
  %26 = load i32, ptr %8, align 4, !tbaa !18
  %27 = zext i32 %26 to i64
  %28 = or i64 %25, %27
  store i64 %28, ptr %10, align 8, !tbaa !28
  %29 = load double, ptr %10, align 8, !tbaa !27
  call void @llvm.lifetime.end.p0(i64 8, ptr %10) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr %7) #5
  ret double %29
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef float @_ZL11shfl_down_fjfi(i32 noundef %0, float noundef %1, i32 noundef %2) #1 {
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4, !tbaa !18
  store float %1, ptr %5, align 4, !tbaa !24
  store i32 %2, ptr %6, align 4, !tbaa !18
  %7 = load i32, ptr %4, align 4, !tbaa !18
  %8 = load float, ptr %5, align 4, !tbaa !24
  %9 = load i32, ptr %6, align 4, !tbaa !18
  %10 = call contract float @llvm.nvvm.shfl.sync.down.f32(i32 %7, float %8, i32 %9, i32 31)
  ret float %10
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #4

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9}
!llvm.module.flags = !{!10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = !{ptr @_Z13c_double_bflyPKdPdPf, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C++ TBAA"}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !16, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"double", !16, i64 0}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !16, i64 0}
!26 = distinct !{!26, !23}
!27 = !{!16, !16, i64 0}
!28 = !{!29, !29, i64 0}
!29 = !{!"long long", !16, i64 0}
