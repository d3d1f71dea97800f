; ModuleID = '/tmp/fp26build/cu_pre.ll'
source_filename = "fp26.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Stat = type { i32, i32, i32 }

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL6laneidv() #1 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local %struct.Stat @_Z11reduce_statj4Stat(i32 noundef %0, ptr noundef byval(%struct.Stat) align 4 %1) #3 {
  %3 = alloca %struct.Stat, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %4, align 4, !tbaa !14
  %5 = getelementptr inbounds %struct.Stat, ptr %1, i32 0, i32 0
  %6 = load i32, ptr %5, align 4, !tbaa !18
  %7 = load i32, ptr %4, align 4, !tbaa !14
  %8 = call i32 @llvm.nvvm.redux.sync.add(i32 %6, i32 %7)
  %9 = getelementptr inbounds %struct.Stat, ptr %3, i32 0, i32 0
  store i32 %8, ptr %9, align 4, !tbaa !18
  %10 = getelementptr inbounds %struct.Stat, ptr %1, i32 0, i32 1
  %11 = load i32, ptr %10, align 4, !tbaa !20
  %12 = load i32, ptr %4, align 4, !tbaa !14
  %13 = call i32 @llvm.nvvm.redux.sync.add(i32 %11, i32 %12)
  %14 = getelementptr inbounds %struct.Stat, ptr %3, i32 0, i32 1
  store i32 %13, ptr %14, align 4, !tbaa !20
  %15 = getelementptr inbounds %struct.Stat, ptr %1, i32 0, i32 2
  %16 = load i32, ptr %15, align 4, !tbaa !21
  %17 = load i32, ptr %4, align 4, !tbaa !14
  %18 = call i32 @llvm.nvvm.redux.sync.max(i32 %16, i32 %17)
  %19 = getelementptr inbounds %struct.Stat, ptr %3, i32 0, i32 2
  store i32 %18, ptr %19, align 4, !tbaa !21
  %20 = load %struct.Stat, ptr %3, align 4
  ret %struct.Stat %20
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32) #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13c_stat_switchPKiPii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #4 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Stat, align 4
  %9 = alloca %struct.Stat, align 4
  %10 = alloca %struct.Stat, align 4
  %11 = alloca %struct.Stat, align 4
  %12 = alloca %struct.Stat, align 4
  %13 = alloca %struct.Stat, align 4
  %14 = alloca %struct.Stat, align 4
  %15 = alloca %struct.Stat, align 4
  store ptr %0, ptr %4, align 8, !tbaa !22
  store ptr %1, ptr %5, align 8, !tbaa !22
  store i32 %2, ptr %6, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #8
  %16 = call noundef i32 @_ZL6laneidv() #9
  store i32 %16, ptr %7, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 12, ptr %8) #8
  %17 = getelementptr inbounds %struct.Stat, ptr %8, i32 0, i32 0
  store i32 1, ptr %17, align 4, !tbaa !18
  %18 = getelementptr inbounds %struct.Stat, ptr %8, i32 0, i32 1
  %19 = load ptr, ptr %4, align 8, !tbaa !22
  %20 = load i32, ptr %7, align 4, !tbaa !14
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !14
  store i32 %23, ptr %18, align 4, !tbaa !20
  %24 = getelementptr inbounds %struct.Stat, ptr %8, i32 0, i32 2
  %25 = load ptr, ptr %4, align 8, !tbaa !22
  %26 = load i32, ptr %7, align 4, !tbaa !14
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %25, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !14
  store i32 %29, ptr %24, align 4, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 12, ptr %9) #8
  call void @llvm.memset.p0.i64(ptr align 4 %9, i8 0, i64 12, i1 false)
  %30 = load i32, ptr %6, align 4, !tbaa !14
  switch i32 %30, label %73 [
    i32 0, label %31
    i32 1, label %39
    i32 2, label %50
  ]

31:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 12, ptr %10) #8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %8, i64 12, i1 false), !tbaa.struct !24
  %32 = call %struct.Stat @_Z11reduce_statj4Stat(i32 noundef -1, ptr noundef byval(%struct.Stat) align 4 %11) #9
  %33 = getelementptr inbounds %struct.Stat, ptr %10, i32 0, i32 0
  %34 = extractvalue %struct.Stat %32, 0
  store i32 %34, ptr %33, align 4
  %35 = getelementptr inbounds %struct.Stat, ptr %10, i32 0, i32 1
  %36 = extractvalue %struct.Stat %32, 1
  store i32 %36, ptr %35, align 4
  %37 = getelementptr inbounds %struct.Stat, ptr %10, i32 0, i32 2
  %38 = extractvalue %struct.Stat %32, 2
  store i32 %38, ptr %37, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %10, i64 12, i1 false), !tbaa.struct !24
  call void @llvm.lifetime.end.p0(i64 12, ptr %10) #8
  br label %74

39:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 12, ptr %12) #8
  %40 = load i32, ptr %7, align 4, !tbaa !14
  %41 = and i32 %40, 16
  %42 = shl i32 65535, %41
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %8, i64 12, i1 false), !tbaa.struct !24
  %43 = call %struct.Stat @_Z11reduce_statj4Stat(i32 noundef %42, ptr noundef byval(%struct.Stat) align 4 %13) #9
  %44 = getelementptr inbounds %struct.Stat, ptr %12, i32 0, i32 0
  %45 = extractvalue %struct.Stat %43, 0
  store i32 %45, ptr %44, align 4
  %46 = getelementptr inbounds %struct.Stat, ptr %12, i32 0, i32 1
  %47 = extractvalue %struct.Stat %43, 1
  store i32 %47, ptr %46, align 4
  %48 = getelementptr inbounds %struct.Stat, ptr %12, i32 0, i32 2
  %49 = extractvalue %struct.Stat %43, 2
  store i32 %49, ptr %48, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %12, i64 12, i1 false), !tbaa.struct !24
  call void @llvm.lifetime.end.p0(i64 12, ptr %12) #8
  br label %74

50:                                               ; preds = %3
  %51 = load ptr, ptr %4, align 8, !tbaa !22
  %52 = load i32, ptr %7, align 4, !tbaa !14
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %51, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !14
  %56 = icmp sgt i32 %55, 0
  br i1 %56, label %57, label %72

57:                                               ; preds = %50
  call void @llvm.lifetime.start.p0(i64 12, ptr %14) #8
  %58 = load ptr, ptr %4, align 8, !tbaa !22
  %59 = load i32, ptr %7, align 4, !tbaa !14
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %58, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !14
  %63 = icmp sgt i32 %62, 0
  %64 = call noundef i32 @_ZL6ballotjb(i32 noundef -1, i1 noundef zeroext %63) #9
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 %8, i64 12, i1 false), !tbaa.struct !24
  %65 = call %struct.Stat @_Z11reduce_statj4Stat(i32 noundef %64, ptr noundef byval(%struct.Stat) align 4 %15) #9
  %66 = getelementptr inbounds %struct.Stat, ptr %14, i32 0, i32 0
  %67 = extractvalue %struct.Stat %65, 0
  store i32 %67, ptr %66, align 4
  %68 = getelementptr inbounds %struct.Stat, ptr %14, i32 0, i32 1
  %69 = extractvalue %struct.Stat %65, 1
  store i32 %69, ptr %68, align 4
  %70 = getelementptr inbounds %struct.Stat, ptr %14, i32 0, i32 2
  %71 = extractvalue %struct.Stat %65, 2
  store i32 %71, ptr %70, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %14, i64 12, i1 false), !tbaa.struct !24
  call void @llvm.lifetime.end.p0(i64 12, ptr %14) #8
  br label %72

72:                                               ; preds = %57, %50
  br label %74

73:                                               ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %8, i64 12, i1 false), !tbaa.struct !24
  br label %74

74:                                               ; preds = %73, %72, %39, %31
  %75 = getelementptr inbounds %struct.Stat, ptr %9, i32 0, i32 0
  %76 = load i32, ptr %75, align 4, !tbaa !18
  %77 = mul nsw i32 %76, 1000000
  %78 = getelementptr inbounds %struct.Stat, ptr %9, i32 0, i32 1
  %79 = load i32, ptr %78, align 4, !tbaa !20
  %80 = mul nsw i32 %79, 100
  %81 = add nsw i32 %77, %80
  %82 = getelementptr inbounds %struct.Stat, ptr %9, i32 0, i32 2
  %83 = load i32, ptr %82, align 4, !tbaa !21
  %84 = add nsw i32 %81, %83
  %85 = load ptr, ptr %5, align 8, !tbaa !22
  %86 = load i32, ptr %7, align 4, !tbaa !14
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds i32, ptr %85, i64 %87
  store i32 %84, ptr %88, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 12, ptr %9) #8
  call void @llvm.lifetime.end.p0(i64 12, ptr %8) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL6ballotjb(i32 noundef %0, i1 noundef zeroext %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  store i32 %0, ptr %3, align 4, !tbaa !14
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1, !tbaa !25
  %6 = load i32, ptr %3, align 4, !tbaa !14
  %7 = load i8, ptr %4, align 1, !tbaa !25, !range !27, !noundef !28
  %8 = trunc i8 %7 to i1
  %9 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %6, i1 %8)
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #7

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #4 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9}
!llvm.module.flags = !{!10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = !{ptr @_Z13c_stat_switchPKiPii, !"kernel", i32 1}
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
!15 = !{!"int", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C++ TBAA"}
!18 = !{!19, !15, i64 0}
!19 = !{!"_ZTS4Stat", !15, i64 0, !15, i64 4, !15, i64 8}
!20 = !{!19, !15, i64 4}
!21 = !{!19, !15, i64 8}
!22 = !{!23, !23, i64 0}
!23 = !{!"any pointer", !16, i64 0}
!24 = !{i64 0, i64 4, !14, i64 4, i64 4, !14, i64 8, i64 4, !14}
!25 = !{!26, !26, i64 0}
!26 = !{!"bool", !16, i64 0}
!27 = !{i8 0, i8 2}
!28 = !{}
