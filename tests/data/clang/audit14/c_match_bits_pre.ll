; ModuleID = '/tmp/a14build/cu_pre.ll'
source_filename = "a14.cu"
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
define dso_local void @_Z12c_match_bitsPKiPi(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !15
  store ptr %1, ptr %4, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5
  %11 = call noundef i32 @_ZL6laneidv() #6
  store i32 %11, ptr %5, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #5
  %12 = load ptr, ptr %3, align 8, !tbaa !15
  %13 = load i32, ptr %5, align 4, !tbaa !19
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %12, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !19
  store i32 %16, ptr %6, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5
  %17 = load i32, ptr %5, align 4, !tbaa !19
  %18 = and i32 %17, 24
  %19 = shl i32 255, %18
  store i32 %19, ptr %7, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5
  store i32 0, ptr %8, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5
  %20 = load i32, ptr %7, align 4, !tbaa !19
  %21 = load i32, ptr %6, align 4, !tbaa !19
  %22 = ashr i32 %21, 4
  %23 = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 %20, i32 %22)
  %24 = extractvalue { i32, i1 } %23, 1
  %25 = zext i1 %24 to i32
  store i32 %25, ptr %8, align 4
  %26 = extractvalue { i32, i1 } %23, 0
  store i32 %26, ptr %9, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #5
  %27 = load i32, ptr %5, align 4, !tbaa !19
  %28 = icmp ult i32 %27, 16
  br i1 %28, label %29, label %41

29:                                               ; preds = %2
  %30 = load i32, ptr %6, align 4, !tbaa !19
  %31 = load i32, ptr %7, align 4, !tbaa !19
  %32 = call i32 @llvm.nvvm.redux.sync.and(i32 %30, i32 %31)
  %33 = load i32, ptr %6, align 4, !tbaa !19
  %34 = load i32, ptr %7, align 4, !tbaa !19
  %35 = call i32 @llvm.nvvm.redux.sync.or(i32 %33, i32 %34)
  %36 = xor i32 %32, %35
  %37 = load i32, ptr %6, align 4, !tbaa !19
  %38 = load i32, ptr %7, align 4, !tbaa !19
  %39 = call i32 @llvm.nvvm.redux.sync.xor(i32 %37, i32 %38)
  %40 = xor i32 %36, %39
  store i32 %40, ptr %10, align 4, !tbaa !19
  br label %50

41:                                               ; preds = %2
  %42 = load i32, ptr %6, align 4, !tbaa !19
  %43 = load i32, ptr %7, align 4, !tbaa !19
  %44 = call i32 @llvm.nvvm.redux.sync.min(i32 %42, i32 %43)
  %45 = mul nsw i32 %44, 100
  %46 = load i32, ptr %6, align 4, !tbaa !19
  %47 = load i32, ptr %7, align 4, !tbaa !19
  %48 = call i32 @llvm.nvvm.redux.sync.max(i32 %46, i32 %47)
  %49 = add nsw i32 %45, %48
  store i32 %49, ptr %10, align 4, !tbaa !19
  br label %50

50:                                               ; preds = %41, %29
  %51 = load i32, ptr %10, align 4, !tbaa !19
  %52 = mul nsw i32 %51, 10
  %53 = load i32, ptr %8, align 4, !tbaa !19
  %54 = add nsw i32 %52, %53
  %55 = load i32, ptr %9, align 4, !tbaa !19
  %56 = load i32, ptr %7, align 4, !tbaa !19
  %57 = icmp eq i32 %55, %56
  %58 = zext i1 %57 to i32
  %59 = mul nsw i32 %58, 2
  %60 = add nsw i32 %54, %59
  %61 = load ptr, ptr %4, align 8, !tbaa !15
  %62 = load i32, ptr %5, align 4, !tbaa !19
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %61, i64 %63
  store i32 %60, ptr %64, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.and(i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.or(i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.xor(i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #4

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"maxntidx", i32 32}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = !{ptr @_Z12c_match_bitsPKiPi, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = distinct !{null, !"kernel", i32 1}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C++ TBAA"}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !17, i64 0}
