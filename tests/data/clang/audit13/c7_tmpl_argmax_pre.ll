; ModuleID = '/tmp/a13build/cu7_pre.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Pair = type { i32, i32 }

$_Z6argmaxILi32EE4PairS0_ = comdat any

$_Z11argmax_stepILi32EE4PairS0_i = comdat any

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL6laneidv() #1 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL8shfl_xorjii(i32 noundef %0, i32 noundef %1, i32 noundef %2) #1 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4, !tbaa !15
  store i32 %1, ptr %5, align 4, !tbaa !15
  store i32 %2, ptr %6, align 4, !tbaa !15
  %7 = load i32, ptr %4, align 4, !tbaa !15
  %8 = load i32, ptr %5, align 4, !tbaa !15
  %9 = load i32, ptr %6, align 4, !tbaa !15
  %10 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %7, i32 %8, i32 %9, i32 31)
  ret i32 %10
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13c_tmpl_argmaxPKiPi(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Pair, align 4
  %7 = alloca %struct.Pair, align 4
  %8 = alloca %struct.Pair, align 4
  store ptr %0, ptr %3, align 8, !tbaa !19
  store ptr %1, ptr %4, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #8
  %9 = call noundef i32 @_ZL6laneidv() #9
  store i32 %9, ptr %5, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr %6) #8
  %10 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 0
  %11 = load ptr, ptr %3, align 8, !tbaa !19
  %12 = load i32, ptr %5, align 4, !tbaa !15
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %11, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !15
  store i32 %15, ptr %10, align 4, !tbaa !21
  %16 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 1
  %17 = load i32, ptr %5, align 4, !tbaa !15
  store i32 %17, ptr %16, align 4, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 8, ptr %7) #8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %6, i64 8, i1 false), !tbaa.struct !24
  %18 = call %struct.Pair @_Z6argmaxILi32EE4PairS0_(ptr noundef byval(%struct.Pair) align 4 %8) #9
  %19 = getelementptr inbounds %struct.Pair, ptr %7, i32 0, i32 0
  %20 = extractvalue %struct.Pair %18, 0
  store i32 %20, ptr %19, align 4
  %21 = getelementptr inbounds %struct.Pair, ptr %7, i32 0, i32 1
  %22 = extractvalue %struct.Pair %18, 1
  store i32 %22, ptr %21, align 4
  %23 = getelementptr inbounds %struct.Pair, ptr %7, i32 0, i32 0
  %24 = load i32, ptr %23, align 4, !tbaa !21
  %25 = mul nsw i32 %24, 100
  %26 = getelementptr inbounds %struct.Pair, ptr %7, i32 0, i32 1
  %27 = load i32, ptr %26, align 4, !tbaa !23
  %28 = add nsw i32 %25, %27
  %29 = load ptr, ptr %4, align 8, !tbaa !19
  %30 = load i32, ptr %5, align 4, !tbaa !15
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  store i32 %28, ptr %32, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 8, ptr %7) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr %6) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #8
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define weak_odr dso_local %struct.Pair @_Z6argmaxILi32EE4PairS0_(ptr noundef byval(%struct.Pair) align 4 %0) #3 comdat {
  %2 = alloca %struct.Pair, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Pair, align 4
  %5 = alloca %struct.Pair, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr %3) #8
  store i32 16, ptr %3, align 4, !tbaa !15
  br label %6

6:                                                ; preds = %17, %1
  %7 = load i32, ptr %3, align 4, !tbaa !15
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %6
  call void @llvm.lifetime.end.p0(i64 4, ptr %3) #8
  br label %20

10:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 8, ptr %4) #8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %0, i64 8, i1 false), !tbaa.struct !24
  %11 = load i32, ptr %3, align 4, !tbaa !15
  %12 = call %struct.Pair @_Z11argmax_stepILi32EE4PairS0_i(ptr noundef byval(%struct.Pair) align 4 %5, i32 noundef %11) #9
  %13 = getelementptr inbounds %struct.Pair, ptr %4, i32 0, i32 0
  %14 = extractvalue %struct.Pair %12, 0
  store i32 %14, ptr %13, align 4
  %15 = getelementptr inbounds %struct.Pair, ptr %4, i32 0, i32 1
  %16 = extractvalue %struct.Pair %12, 1
  store i32 %16, ptr %15, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %4, i64 8, i1 false), !tbaa.struct !24
  call void @llvm.lifetime.end.p0(i64 8, ptr %4) #8
  br label %17

17:                                               ; preds = %10
  %18 = load i32, ptr %3, align 4, !tbaa !15
  %19 = ashr i32 %18, 1
  store i32 %19, ptr %3, align 4, !tbaa !15
  br label %6, !llvm.loop !25

20:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %0, i64 8, i1 false), !tbaa.struct !24
  %21 = load %struct.Pair, ptr %2, align 4
  ret %struct.Pair %21
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent mustprogress noinline nounwind
define weak_odr dso_local %struct.Pair @_Z11argmax_stepILi32EE4PairS0_i(ptr noundef byval(%struct.Pair) align 4 %0, i32 noundef %1) #7 comdat {
  %3 = alloca %struct.Pair, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, ptr %4, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #8
  %7 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 0
  %8 = load i32, ptr %7, align 4, !tbaa !21
  %9 = load i32, ptr %4, align 4, !tbaa !15
  %10 = call noundef i32 @_ZL8shfl_xorjii(i32 noundef -1, i32 noundef %8, i32 noundef %9) #9
  store i32 %10, ptr %5, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #8
  %11 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 1
  %12 = load i32, ptr %11, align 4, !tbaa !23
  %13 = load i32, ptr %4, align 4, !tbaa !15
  %14 = call noundef i32 @_ZL8shfl_xorjii(i32 noundef -1, i32 noundef %12, i32 noundef %13) #9
  store i32 %14, ptr %6, align 4, !tbaa !15
  %15 = load i32, ptr %5, align 4, !tbaa !15
  %16 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %16, align 4, !tbaa !21
  %18 = icmp sgt i32 %15, %17
  br i1 %18, label %29, label %19

19:                                               ; preds = %2
  %20 = load i32, ptr %5, align 4, !tbaa !15
  %21 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 0
  %22 = load i32, ptr %21, align 4, !tbaa !21
  %23 = icmp eq i32 %20, %22
  br i1 %23, label %24, label %34

24:                                               ; preds = %19
  %25 = load i32, ptr %6, align 4, !tbaa !15
  %26 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 1
  %27 = load i32, ptr %26, align 4, !tbaa !23
  %28 = icmp slt i32 %25, %27
  br i1 %28, label %29, label %34

29:                                               ; preds = %24, %2
  %30 = load i32, ptr %5, align 4, !tbaa !15
  %31 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 0
  store i32 %30, ptr %31, align 4, !tbaa !21
  %32 = load i32, ptr %6, align 4, !tbaa !15
  %33 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 1
  store i32 %32, ptr %33, align 4, !tbaa !23
  br label %34

34:                                               ; preds = %29, %24, %19
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %0, i64 8, i1 false), !tbaa.struct !24
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #8
  %35 = load %struct.Pair, ptr %3, align 4
  ret %struct.Pair %35
}

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #8 = { nounwind }
attributes #9 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = !{ptr @_Z13c_tmpl_argmaxPKiPi, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = distinct !{null, !"kernel", i32 1}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C++ TBAA"}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !17, i64 0}
!21 = !{!22, !16, i64 0}
!22 = !{!"_ZTS4Pair", !16, i64 0, !16, i64 4}
!23 = !{!22, !16, i64 4}
!24 = !{i64 0, i64 4, !15, i64 4, i64 4, !15}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
