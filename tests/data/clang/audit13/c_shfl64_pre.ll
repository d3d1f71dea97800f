; ModuleID = '/tmp/a13build/cu_pre.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL9shfl_downjii(i32 noundef %0, i32 noundef %1, i32 noundef %2) #1 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4, !tbaa !16
  store i32 %1, ptr %5, align 4, !tbaa !16
  store i32 %2, ptr %6, align 4, !tbaa !16
  %7 = load i32, ptr %4, align 4, !tbaa !16
  %8 = load i32, ptr %5, align 4, !tbaa !16
  %9 = load i32, ptr %6, align 4, !tbaa !16
  %10 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %7, i32 %8, i32 %9, i32 31)
  ret i32 %10
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8c_shfl64PKxPKdPxPd(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #2 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !20
  store ptr %1, ptr %6, align 8, !tbaa !20
  store ptr %2, ptr %7, align 8, !tbaa !20
  store ptr %3, ptr %8, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5
  %14 = call noundef i32 @_ZL6laneidv() #6
  store i32 %14, ptr %9, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 8, ptr %10) #5
  %15 = load ptr, ptr %5, align 8, !tbaa !20
  %16 = load i32, ptr %9, align 4, !tbaa !16
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i64, ptr %15, i64 %17
  %19 = load i64, ptr %18, align 8, !tbaa !22
  store i64 %19, ptr %10, align 8, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #5
  store i32 16, ptr %11, align 4, !tbaa !16
  br label %20

20:                                               ; preds = %30, %4
  %21 = load i32, ptr %11, align 4, !tbaa !16
  %22 = icmp sgt i32 %21, 0
  br i1 %22, label %24, label %23

23:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #5
  br label %33

24:                                               ; preds = %20
  %25 = load i64, ptr %10, align 8, !tbaa !22
  %26 = load i32, ptr %11, align 4, !tbaa !16
  %27 = call noundef i64 @_ZL11shfl_xor_lljxi(i32 noundef -1, i64 noundef %25, i32 noundef %26) #6
  %28 = load i64, ptr %10, align 8, !tbaa !22
  %29 = add nsw i64 %28, %27
  store i64 %29, ptr %10, align 8, !tbaa !22
  br label %30

30:                                               ; preds = %24
  %31 = load i32, ptr %11, align 4, !tbaa !16
  %32 = ashr i32 %31, 1
  store i32 %32, ptr %11, align 4, !tbaa !16
  br label %20, !llvm.loop !24

33:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 8, ptr %12) #5
  %34 = load ptr, ptr %6, align 8, !tbaa !20
  %35 = load i32, ptr %9, align 4, !tbaa !16
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %34, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !26
  store double %38, ptr %12, align 8, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #5
  store i32 16, ptr %13, align 4, !tbaa !16
  br label %39

39:                                               ; preds = %49, %33
  %40 = load i32, ptr %13, align 4, !tbaa !16
  %41 = icmp sgt i32 %40, 0
  br i1 %41, label %43, label %42

42:                                               ; preds = %39
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #5
  br label %52

43:                                               ; preds = %39
  %44 = load double, ptr %12, align 8, !tbaa !26
  %45 = load i32, ptr %13, align 4, !tbaa !16
  %46 = call contract noundef double @_ZL11shfl_down_djdi(i32 noundef -1, double noundef %44, i32 noundef %45) #6
  %47 = load double, ptr %12, align 8, !tbaa !26
  %48 = fadd contract double %47, %46
  store double %48, ptr %12, align 8, !tbaa !26
  br label %49

49:                                               ; preds = %43
  %50 = load i32, ptr %13, align 4, !tbaa !16
  %51 = ashr i32 %50, 1
  store i32 %51, ptr %13, align 4, !tbaa !16
  br label %39, !llvm.loop !28

52:                                               ; preds = %42
  %53 = load i64, ptr %10, align 8, !tbaa !22
  %54 = load ptr, ptr %7, align 8, !tbaa !20
  %55 = load i32, ptr %9, align 4, !tbaa !16
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds i64, ptr %54, i64 %56
  store i64 %53, ptr %57, align 8, !tbaa !22
  %58 = load i32, ptr %9, align 4, !tbaa !16
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %62

60:                                               ; preds = %52
  %61 = load double, ptr %12, align 8, !tbaa !26
  br label %63

62:                                               ; preds = %52
  br label %63

63:                                               ; preds = %62, %60
  %64 = phi contract double [ %61, %60 ], [ -1.000000e+00, %62 ]
  %65 = load ptr, ptr %8, align 8, !tbaa !20
  %66 = load i32, ptr %9, align 4, !tbaa !16
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds double, ptr %65, i64 %67
  store double %64, ptr %68, align 8, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 8, ptr %12) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr %10) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5
  ret void
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL6laneidv() #1 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i64 @_ZL11shfl_xor_lljxi(i32 noundef %0, i64 noundef %1, i32 noundef %2) #1 {
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %4, align 4, !tbaa !16
  store i64 %1, ptr %5, align 8, !tbaa !22
  store i32 %2, ptr %6, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5
  %9 = load i64, ptr %5, align 8, !tbaa !22
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr %7, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5
  %11 = load i64, ptr %5, align 8, !tbaa !22
  %12 = ashr i64 %11, 32
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr %8, align 4, !tbaa !16
  %14 = load i32, ptr %4, align 4, !tbaa !16
  %15 = load i32, ptr %7, align 4, !tbaa !16
  %16 = load i32, ptr %6, align 4, !tbaa !16
  %17 = call noundef i32 @_ZL8shfl_xorjii(i32 noundef %14, i32 noundef %15, i32 noundef %16) #6
  store i32 %17, ptr %7, align 4, !tbaa !16
  %18 = load i32, ptr %4, align 4, !tbaa !16
  %19 = load i32, ptr %8, align 4, !tbaa !16
  %20 = load i32, ptr %6, align 4, !tbaa !16
  %21 = call noundef i32 @_ZL8shfl_xorjii(i32 noundef %18, i32 noundef %19, i32 noundef %20) #6
  store i32 %21, ptr %8, align 4, !tbaa !16
  %22 = load i32, ptr %8, align 4, !tbaa !16
  %23 = zext i32 %22 to i64
  %24 = shl i64 %23, 32
  %25 = load i32, ptr %7, align 4, !tbaa !16
  %26 = zext i32 %25 to i64
  %27 = or i64 %24, %26
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5
  ret i64 %27
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef double @_ZL11shfl_down_djdi(i32 noundef %0, double noundef %1, i32 noundef %2) #1 {
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store i32 %0, ptr %4, align 4, !tbaa !16
  store double %1, ptr %5, align 8, !tbaa !26
  store i32 %2, ptr %6, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 8, ptr %7) #5
  %11 = load i64, ptr %5, align 8, !tbaa !29
  store i64 %11, ptr %7, align 8, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5
  %12 = load i32, ptr %4, align 4, !tbaa !16
  %13 = load i64, ptr %7, align 8, !tbaa !22
  %14 = trunc i64 %13 to i32
  %15 = load i32, ptr %6, align 4, !tbaa !16
  %16 = call noundef i32 @_ZL9shfl_downjii(i32 noundef %12, i32 noundef %14, i32 noundef %15) #6
  store i32 %16, ptr %8, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5
  %17 = load i32, ptr %4, align 4, !tbaa !16
  %18 = load i64, ptr %7, align 8, !tbaa !22
  %19 = ashr i64 %18, 32
  %20 = trunc i64 %19 to i32
  %21 = load i32, ptr %6, align 4, !tbaa !16
  %22 = call noundef i32 @_ZL9shfl_downjii(i32 noundef %17, i32 noundef %20, i32 noundef %21) #6
  store i32 %22, ptr %9, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 8, ptr %10) #5
  %23 = load i32, ptr %9, align 4, !tbaa !16
  %24 = zext i32 %23 to i64
  %25 = shl i64 %24, 32
  %26 = load i32, ptr %8, align 4, !tbaa !16
  %27 = zext i32 %26 to i64
  %28 = or i64 %25, %27
  store i64 %28, ptr %10, align 8, !tbaa !22
  %29 = load double, ptr %10, align 8, !tbaa !29
  call void @llvm.lifetime.end.p0(i64 8, ptr %10) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr %7) #5
  ret double %29
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL8shfl_xorjii(i32 noundef %0, i32 noundef %1, i32 noundef %2) #1 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4, !tbaa !16
  store i32 %1, ptr %5, align 4, !tbaa !16
  store i32 %2, ptr %6, align 4, !tbaa !16
  %7 = load i32, ptr %4, align 4, !tbaa !16
  %8 = load i32, ptr %5, align 4, !tbaa !16
  %9 = load i32, ptr %6, align 4, !tbaa !16
  %10 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %7, i32 %8, i32 %9, i32 31)
  ret i32 %10
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!llvm.module.flags = !{!12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = !{ptr @_Z8c_shfl64PKxPKdPxPd, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = distinct !{null, !"kernel", i32 1}
!11 = distinct !{null, !"kernel", i32 1}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !18, i64 0}
!18 = !{!"omnipotent char", !19, i64 0}
!19 = !{!"Simple C++ TBAA"}
!20 = !{!21, !21, i64 0}
!21 = !{!"any pointer", !18, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"long long", !18, i64 0}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
!26 = !{!27, !27, i64 0}
!27 = !{!"double", !18, i64 0}
!28 = distinct !{!28, !25}
!29 = !{!18, !18, i64 0}
