; ModuleID = '/tmp/a13build/cu7_pre.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL6ballotjb(i32 noundef %0, i1 noundef zeroext %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  store i32 %0, ptr %3, align 4, !tbaa !15
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1, !tbaa !19
  %6 = load i32, ptr %3, align 4, !tbaa !15
  %7 = load i8, ptr %4, align 1, !tbaa !19, !range !21, !noundef !22
  %8 = trunc i8 %7 to i1
  %9 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %6, i1 %8)
  ret i32 %9
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL6laneidv() #1 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15c_state_machinePKiPi(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !23
  store ptr %1, ptr %4, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5
  %9 = call noundef i32 @_ZL6laneidv() #6
  store i32 %9, ptr %5, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #5
  %10 = load ptr, ptr %3, align 8, !tbaa !23
  %11 = load i32, ptr %5, align 4, !tbaa !15
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %10, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !15
  %15 = and i32 %14, 3
  store i32 %15, ptr %6, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5
  store i32 0, ptr %7, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5
  store i32 0, ptr %8, align 4, !tbaa !15
  br label %16

16:                                               ; preds = %47, %2
  %17 = load i32, ptr %6, align 4, !tbaa !15
  %18 = icmp ne i32 %17, 3
  br i1 %18, label %19, label %50

19:                                               ; preds = %16
  %20 = load i32, ptr %6, align 4, !tbaa !15
  switch i32 %20, label %41 [
    i32 0, label %21
    i32 1, label %26
  ]

21:                                               ; preds = %19
  %22 = call noundef i32 @_ZL10activemaskv() #6
  %23 = call i32 @llvm.ctpop.i32(i32 %22)
  %24 = load i32, ptr %7, align 4, !tbaa !15
  %25 = add nsw i32 %24, %23
  store i32 %25, ptr %7, align 4, !tbaa !15
  store i32 1, ptr %6, align 4, !tbaa !15
  br label %47

26:                                               ; preds = %19
  %27 = call noundef i32 @_ZL10activemaskv() #6
  %28 = load i32, ptr %5, align 4, !tbaa !15
  %29 = and i32 %28, 1
  %30 = icmp ne i32 %29, 0
  %31 = call noundef i32 @_ZL6ballotjb(i32 noundef %27, i1 noundef zeroext %30) #6
  %32 = call i32 @llvm.ctpop.i32(i32 %31)
  %33 = mul nsw i32 10, %32
  %34 = load i32, ptr %7, align 4, !tbaa !15
  %35 = add nsw i32 %34, %33
  store i32 %35, ptr %7, align 4, !tbaa !15
  %36 = load i32, ptr %5, align 4, !tbaa !15
  %37 = and i32 %36, 1
  %38 = icmp ne i32 %37, 0
  %39 = zext i1 %38 to i64
  %40 = select i1 %38, i32 3, i32 2
  store i32 %40, ptr %6, align 4, !tbaa !15
  br label %47

41:                                               ; preds = %19
  %42 = call noundef i32 @_ZL10activemaskv() #6
  %43 = call i32 @llvm.ctpop.i32(i32 %42)
  %44 = mul nsw i32 100, %43
  %45 = load i32, ptr %7, align 4, !tbaa !15
  %46 = add nsw i32 %45, %44
  store i32 %46, ptr %7, align 4, !tbaa !15
  store i32 3, ptr %6, align 4, !tbaa !15
  br label %47

47:                                               ; preds = %41, %26, %21
  %48 = load i32, ptr %8, align 4, !tbaa !15
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %8, align 4, !tbaa !15
  br label %16, !llvm.loop !25

50:                                               ; preds = %16
  %51 = load i32, ptr %7, align 4, !tbaa !15
  %52 = mul nsw i32 %51, 10
  %53 = load i32, ptr %8, align 4, !tbaa !15
  %54 = add nsw i32 %52, %53
  %55 = load ptr, ptr %4, align 8, !tbaa !23
  %56 = load i32, ptr %5, align 4, !tbaa !15
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %55, i64 %57
  store i32 %54, ptr %58, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5
  ret void
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL10activemaskv() #1 {
  %1 = call i32 @llvm.nvvm.activemask()
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = !{ptr @_Z15c_state_machinePKiPi, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
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
!20 = !{!"bool", !17, i64 0}
!21 = !{i8 0, i8 2}
!22 = !{}
!23 = !{!24, !24, i64 0}
!24 = !{!"any pointer", !17, i64 0}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
