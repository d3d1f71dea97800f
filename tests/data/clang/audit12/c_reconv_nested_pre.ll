; ModuleID = '/tmp/a12build/cu_pre.ll'
source_filename = "a12.cu"
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

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL10activemaskv() #1 {
  %1 = call i32 @llvm.nvvm.activemask()
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15c_reconv_nestedPKiPi(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  store ptr %1, ptr %4, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5
  %10 = call noundef i32 @_ZL6laneidv() #6
  store i32 %10, ptr %5, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #5
  store i32 0, ptr %6, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5
  store i32 0, ptr %7, align 4, !tbaa !15
  br label %11

11:                                               ; preds = %76, %2
  %12 = load i32, ptr %7, align 4, !tbaa !15
  %13 = load i32, ptr %5, align 4, !tbaa !15
  %14 = and i32 %13, 3
  %15 = add nsw i32 %14, 1
  %16 = icmp slt i32 %12, %15
  br i1 %16, label %18, label %17

17:                                               ; preds = %11
  store i32 2, ptr %8, align 4
  br label %79

18:                                               ; preds = %11
  %19 = call noundef i32 @_ZL10activemaskv() #6
  %20 = call noundef i32 @_ZL6ballotjb(i32 noundef %19, i1 noundef zeroext true) #6
  %21 = call i32 @llvm.ctpop.i32(i32 %20)
  %22 = load i32, ptr %6, align 4, !tbaa !15
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr %6, align 4, !tbaa !15
  %24 = load i32, ptr %5, align 4, !tbaa !15
  %25 = and i32 %24, 4
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %31

27:                                               ; preds = %18
  %28 = load i32, ptr %7, align 4, !tbaa !15
  %29 = icmp eq i32 %28, 1
  br i1 %29, label %30, label %31

30:                                               ; preds = %27
  br label %76

31:                                               ; preds = %27, %18
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5
  store i32 0, ptr %9, align 4, !tbaa !15
  br label %32

32:                                               ; preds = %58, %31
  %33 = load i32, ptr %9, align 4, !tbaa !15
  %34 = icmp slt i32 %33, 4
  br i1 %34, label %36, label %35

35:                                               ; preds = %32
  store i32 5, ptr %8, align 4
  br label %61

36:                                               ; preds = %32
  %37 = load i32, ptr %9, align 4, !tbaa !15
  %38 = load i32, ptr %5, align 4, !tbaa !15
  %39 = and i32 %38, 1
  %40 = load i32, ptr %7, align 4, !tbaa !15
  %41 = add nsw i32 %39, %40
  %42 = icmp eq i32 %37, %41
  br i1 %42, label %43, label %44

43:                                               ; preds = %36
  store i32 5, ptr %8, align 4
  br label %61

44:                                               ; preds = %36
  %45 = call noundef i32 @_ZL10activemaskv() #6
  %46 = load ptr, ptr %3, align 8, !tbaa !11
  %47 = load i32, ptr %5, align 4, !tbaa !15
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %46, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !15
  %51 = load i32, ptr %9, align 4, !tbaa !15
  %52 = icmp sgt i32 %50, %51
  %53 = call noundef i32 @_ZL6ballotjb(i32 noundef %45, i1 noundef zeroext %52) #6
  %54 = call i32 @llvm.ctpop.i32(i32 %53)
  %55 = mul nsw i32 100, %54
  %56 = load i32, ptr %6, align 4, !tbaa !15
  %57 = add nsw i32 %56, %55
  store i32 %57, ptr %6, align 4, !tbaa !15
  br label %58

58:                                               ; preds = %44
  %59 = load i32, ptr %9, align 4, !tbaa !15
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %9, align 4, !tbaa !15
  br label %32, !llvm.loop !17

61:                                               ; preds = %43, %35
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5
  br label %62

62:                                               ; preds = %61
  %63 = load i32, ptr %5, align 4, !tbaa !15
  %64 = icmp eq i32 %63, 31
  br i1 %64, label %65, label %75

65:                                               ; preds = %62
  %66 = load i32, ptr %7, align 4, !tbaa !15
  %67 = icmp eq i32 %66, 2
  br i1 %67, label %68, label %75

68:                                               ; preds = %65
  %69 = load i32, ptr %6, align 4, !tbaa !15
  %70 = sub nsw i32 0, %69
  %71 = load ptr, ptr %4, align 8, !tbaa !11
  %72 = load i32, ptr %5, align 4, !tbaa !15
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr %71, i64 %73
  store i32 %70, ptr %74, align 4, !tbaa !15
  store i32 1, ptr %8, align 4
  br label %79

75:                                               ; preds = %65, %62
  br label %76

76:                                               ; preds = %75, %30
  %77 = load i32, ptr %7, align 4, !tbaa !15
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %7, align 4, !tbaa !15
  br label %11, !llvm.loop !19

79:                                               ; preds = %68, %17
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5
  %80 = load i32, ptr %8, align 4
  switch i32 %80, label %92 [
    i32 2, label %81
  ]

81:                                               ; preds = %79
  %82 = load i32, ptr %6, align 4, !tbaa !15
  %83 = call noundef i32 @_ZL10activemaskv() #6
  %84 = call noundef i32 @_ZL6ballotjb(i32 noundef %83, i1 noundef zeroext true) #6
  %85 = call i32 @llvm.ctpop.i32(i32 %84)
  %86 = mul nsw i32 10000, %85
  %87 = add nsw i32 %82, %86
  %88 = load ptr, ptr %4, align 8, !tbaa !11
  %89 = load i32, ptr %5, align 4, !tbaa !15
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds i32, ptr %88, i64 %90
  store i32 %87, ptr %91, align 4, !tbaa !15
  store i32 0, ptr %8, align 4
  br label %92

92:                                               ; preds = %81, %79
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5
  %93 = load i32, ptr %8, align 4
  switch i32 %93, label %95 [
    i32 0, label %94
    i32 1, label %94
  ]

94:                                               ; preds = %92, %92
  ret void

95:                                               ; preds = %92
  unreachable
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL6ballotjb(i32 noundef %0, i1 noundef zeroext %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  store i32 %0, ptr %3, align 4, !tbaa !15
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1, !tbaa !20
  %6 = load i32, ptr %3, align 4, !tbaa !15
  %7 = load i8, ptr %4, align 1, !tbaa !20, !range !22, !noundef !23
  %8 = trunc i8 %7 to i1
  %9 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %6, i1 %8)
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.module.flags = !{!7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = !{ptr @_Z15c_reconv_nestedPKiPi, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !13, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !18}
!20 = !{!21, !21, i64 0}
!21 = !{!"bool", !13, i64 0}
!22 = !{i8 0, i8 2}
!23 = !{}
