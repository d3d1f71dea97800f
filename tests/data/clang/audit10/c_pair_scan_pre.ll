; ModuleID = '/tmp/a10build/cu_pre.ll'
source_filename = "a10.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Pair = type { i32, i32 }

@g_total = dso_local addrspace(1) externally_initialized global i32 0, align 4
@g_bins = dso_local addrspace(1) externally_initialized global [8 x i32] zeroinitializer, align 4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL3tidv() #1 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL6laneidv() #1 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local %struct.Pair @_Z9scan_pairj4Pair(i32 noundef %0, ptr noundef byval(%struct.Pair) align 4 %1) #2 {
  %3 = alloca %struct.Pair, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #7
  store i32 1, ptr %5, align 4, !tbaa !10
  br label %8

8:                                                ; preds = %44, %2
  %9 = load i32, ptr %5, align 4, !tbaa !10
  %10 = icmp slt i32 %9, 32
  br i1 %10, label %12, label %11

11:                                               ; preds = %8
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #7
  br label %47

12:                                               ; preds = %8
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #7
  %13 = load i32, ptr %4, align 4, !tbaa !10
  %14 = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 0
  %15 = load i32, ptr %14, align 4, !tbaa !14
  %16 = load i32, ptr %5, align 4, !tbaa !10
  %17 = call noundef i32 @_ZL9shfl_up_wjiii(i32 noundef %13, i32 noundef %15, i32 noundef %16, i32 noundef 32) #8
  store i32 %17, ptr %6, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #7
  %18 = load i32, ptr %4, align 4, !tbaa !10
  %19 = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 1
  %20 = load i32, ptr %19, align 4, !tbaa !16
  %21 = load i32, ptr %5, align 4, !tbaa !10
  %22 = call noundef i32 @_ZL9shfl_up_wjiii(i32 noundef %18, i32 noundef %20, i32 noundef %21, i32 noundef 32) #8
  store i32 %22, ptr %7, align 4, !tbaa !10
  %23 = call noundef i32 @_ZL6laneidv() #8
  %24 = load i32, ptr %5, align 4, !tbaa !10
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %26, label %43

26:                                               ; preds = %12
  %27 = load i32, ptr %6, align 4, !tbaa !10
  %28 = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 0
  %29 = load i32, ptr %28, align 4, !tbaa !14
  %30 = add nsw i32 %29, %27
  store i32 %30, ptr %28, align 4, !tbaa !14
  %31 = load i32, ptr %7, align 4, !tbaa !10
  %32 = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 1
  %33 = load i32, ptr %32, align 4, !tbaa !16
  %34 = icmp sgt i32 %31, %33
  br i1 %34, label %35, label %37

35:                                               ; preds = %26
  %36 = load i32, ptr %7, align 4, !tbaa !10
  br label %40

37:                                               ; preds = %26
  %38 = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 1
  %39 = load i32, ptr %38, align 4, !tbaa !16
  br label %40

40:                                               ; preds = %37, %35
  %41 = phi i32 [ %36, %35 ], [ %39, %37 ]
  %42 = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 1
  store i32 %41, ptr %42, align 4, !tbaa !16
  br label %43

43:                                               ; preds = %40, %12
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #7
  br label %44

44:                                               ; preds = %43
  %45 = load i32, ptr %5, align 4, !tbaa !10
  %46 = shl i32 %45, 1
  store i32 %46, ptr %5, align 4, !tbaa !10
  br label %8, !llvm.loop !17

47:                                               ; preds = %11
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %1, i64 8, i1 false), !tbaa.struct !19
  %48 = load %struct.Pair, ptr %3, align 4
  ret %struct.Pair %48
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL9shfl_up_wjiii(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #1 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4, !tbaa !10
  store i32 %1, ptr %6, align 4, !tbaa !10
  store i32 %2, ptr %7, align 4, !tbaa !10
  store i32 %3, ptr %8, align 4, !tbaa !10
  %9 = load i32, ptr %5, align 4, !tbaa !10
  %10 = load i32, ptr %6, align 4, !tbaa !10
  %11 = load i32, ptr %7, align 4, !tbaa !10
  %12 = load i32, ptr %8, align 4, !tbaa !10
  %13 = sub nsw i32 32, %12
  %14 = shl i32 %13, 8
  %15 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %9, i32 %10, i32 %11, i32 %14)
  ret i32 %15
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11c_pair_scanPKiPi(ptr noundef %0, ptr noundef %1) #4 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Pair, align 4
  %7 = alloca %struct.Pair, align 4
  %8 = alloca %struct.Pair, align 4
  store ptr %0, ptr %3, align 8, !tbaa !20
  store ptr %1, ptr %4, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #7
  %9 = call noundef i32 @_ZL3tidv() #8
  store i32 %9, ptr %5, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr %6) #7
  %10 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 0
  %11 = load ptr, ptr %3, align 8, !tbaa !20
  %12 = load i32, ptr %5, align 4, !tbaa !10
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %11, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !10
  store i32 %15, ptr %10, align 4, !tbaa !14
  %16 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 1
  %17 = load ptr, ptr %3, align 8, !tbaa !20
  %18 = load i32, ptr %5, align 4, !tbaa !10
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %17, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !10
  %22 = xor i32 %21, 5
  store i32 %22, ptr %16, align 4, !tbaa !16
  %23 = load ptr, ptr %3, align 8, !tbaa !20
  %24 = getelementptr inbounds i32, ptr %23, i64 0
  %25 = load i32, ptr %24, align 4, !tbaa !10
  %26 = icmp sgt i32 %25, 2
  br i1 %26, label %27, label %33

27:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 8, ptr %7) #7
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %6, i64 8, i1 false), !tbaa.struct !19
  %28 = call %struct.Pair @_Z9scan_pairj4Pair(i32 noundef -1, ptr noundef byval(%struct.Pair) align 4 %8) #8
  %29 = getelementptr inbounds %struct.Pair, ptr %7, i32 0, i32 0
  %30 = extractvalue %struct.Pair %28, 0
  store i32 %30, ptr %29, align 4
  %31 = getelementptr inbounds %struct.Pair, ptr %7, i32 0, i32 1
  %32 = extractvalue %struct.Pair %28, 1
  store i32 %32, ptr %31, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %7, i64 8, i1 false), !tbaa.struct !19
  call void @llvm.lifetime.end.p0(i64 8, ptr %7) #7
  br label %33

33:                                               ; preds = %27, %2
  %34 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 0
  %35 = load i32, ptr %34, align 4, !tbaa !14
  %36 = load ptr, ptr %4, align 8, !tbaa !20
  %37 = load i32, ptr %5, align 4, !tbaa !10
  %38 = mul i32 2, %37
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %36, i64 %39
  store i32 %35, ptr %40, align 4, !tbaa !10
  %41 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 1
  %42 = load i32, ptr %41, align 4, !tbaa !16
  %43 = load ptr, ptr %4, align 8, !tbaa !20
  %44 = load i32, ptr %5, align 4, !tbaa !10
  %45 = mul i32 2, %44
  %46 = add i32 %45, 1
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %43, i64 %47
  store i32 %42, ptr %48, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr %6) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #7
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #6

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = !{ptr @_Z11c_pair_scanPKiPi, !"kernel", i32 1}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15, !11, i64 0}
!15 = !{!"_ZTS4Pair", !11, i64 0, !11, i64 4}
!16 = !{!15, !11, i64 4}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{i64 0, i64 4, !10, i64 4, i64 4, !10}
!20 = !{!21, !21, i64 0}
!21 = !{!"any pointer", !12, i64 0}
