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
define dso_local void @_Z15c_converge_loopPKiPi(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !14
  store ptr %1, ptr %4, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5
  %12 = call noundef i32 @_ZL6laneidv() #6
  store i32 %12, ptr %5, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #5
  %13 = load ptr, ptr %3, align 8, !tbaa !14
  %14 = load i32, ptr %5, align 4, !tbaa !18
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %13, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !18
  %18 = and i32 %17, 15
  store i32 %18, ptr %6, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5
  store i32 0, ptr %7, align 4, !tbaa !18
  br label %19

19:                                               ; preds = %58, %2
  br label %20

20:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5
  %21 = call noundef i32 @_ZL10activemaskv() #6
  store i32 %21, ptr %8, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5
  %22 = load i32, ptr %6, align 4, !tbaa !18
  store i32 %22, ptr %9, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #5
  store i32 4, ptr %10, align 4, !tbaa !18
  br label %23

23:                                               ; preds = %34, %20
  %24 = load i32, ptr %10, align 4, !tbaa !18
  %25 = icmp sgt i32 %24, 0
  br i1 %25, label %27, label %26

26:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #5
  br label %37

27:                                               ; preds = %23
  %28 = load i32, ptr %8, align 4, !tbaa !18
  %29 = load i32, ptr %9, align 4, !tbaa !18
  %30 = load i32, ptr %10, align 4, !tbaa !18
  %31 = call noundef i32 @_ZL9shfl_downjiii(i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef 8) #6
  %32 = load i32, ptr %9, align 4, !tbaa !18
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr %9, align 4, !tbaa !18
  br label %34

34:                                               ; preds = %27
  %35 = load i32, ptr %10, align 4, !tbaa !18
  %36 = ashr i32 %35, 1
  store i32 %36, ptr %10, align 4, !tbaa !18
  br label %23, !llvm.loop !20

37:                                               ; preds = %26
  %38 = load i32, ptr %8, align 4, !tbaa !18
  %39 = load i32, ptr %6, align 4, !tbaa !18
  %40 = icmp eq i32 %39, 0
  %41 = call i1 @llvm.nvvm.vote.all.sync(i32 %38, i1 %40)
  br i1 %41, label %42, label %43

42:                                               ; preds = %37
  store i32 3, ptr %11, align 4
  br label %56

43:                                               ; preds = %37
  %44 = load i32, ptr %6, align 4, !tbaa !18
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %47

46:                                               ; preds = %43
  store i32 3, ptr %11, align 4
  br label %56

47:                                               ; preds = %43
  %48 = load i32, ptr %6, align 4, !tbaa !18
  %49 = ashr i32 %48, 1
  store i32 %49, ptr %6, align 4, !tbaa !18
  %50 = load i32, ptr %7, align 4, !tbaa !18
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %7, align 4, !tbaa !18
  %52 = load i32, ptr %7, align 4, !tbaa !18
  %53 = icmp sgt i32 %52, 6
  br i1 %53, label %54, label %55

54:                                               ; preds = %47
  store i32 3, ptr %11, align 4
  br label %56

55:                                               ; preds = %47
  store i32 0, ptr %11, align 4
  br label %56

56:                                               ; preds = %55, %54, %46, %42
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5
  %57 = load i32, ptr %11, align 4
  switch i32 %57, label %68 [
    i32 0, label %58
    i32 3, label %59
  ]

58:                                               ; preds = %56
  br label %19, !llvm.loop !22

59:                                               ; preds = %56
  %60 = load i32, ptr %7, align 4, !tbaa !18
  %61 = mul nsw i32 %60, 100
  %62 = load i32, ptr %6, align 4, !tbaa !18
  %63 = add nsw i32 %61, %62
  %64 = load ptr, ptr %4, align 8, !tbaa !14
  %65 = load i32, ptr %5, align 4, !tbaa !18
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %64, i64 %66
  store i32 %63, ptr %67, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5
  ret void

68:                                               ; preds = %56
  unreachable
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL10activemaskv() #1 {
  %1 = call i32 @llvm.nvvm.activemask()
  ret i32 %1
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL9shfl_downjiii(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #1 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4, !tbaa !18
  store i32 %1, ptr %6, align 4, !tbaa !18
  store i32 %2, ptr %7, align 4, !tbaa !18
  store i32 %3, ptr %8, align 4, !tbaa !18
  %9 = load i32, ptr %5, align 4, !tbaa !18
  %10 = load i32, ptr %6, align 4, !tbaa !18
  %11 = load i32, ptr %7, align 4, !tbaa !18
  %12 = load i32, ptr %8, align 4, !tbaa !18
  %13 = sub nsw i32 32, %12
  %14 = shl i32 %13, 8
  %15 = or i32 %14, 31
  %16 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %9, i32 %10, i32 %11, i32 %15)
  ret i32 %16
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9}
!llvm.module.flags = !{!10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !{null, !"kernel", i32 1}
!1 = !{ptr @_Z15c_converge_loopPKiPi, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
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
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = distinct !{!22, !21}
