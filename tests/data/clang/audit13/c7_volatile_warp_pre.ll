; ModuleID = '/tmp/a13build/cu7_pre.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15c_volatile_warpPKiPiE1s = external hidden addrspace(3) global [32 x i32], align 4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL6laneidv() #1 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15c_volatile_warpPKiPi(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !15
  store ptr %1, ptr %4, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr %5) #6
  store ptr addrspacecast (ptr addrspace(3) @_ZZ15c_volatile_warpPKiPiE1s to ptr), ptr %5, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #6
  %9 = call noundef i32 @_ZL6laneidv() #7
  store i32 %9, ptr %6, align 4, !tbaa !19
  %10 = load i32, ptr %6, align 4, !tbaa !19
  %11 = icmp ult i32 %10, 32
  call void @llvm.assume(i1 %11)
  %12 = load ptr, ptr %3, align 8, !tbaa !15
  %13 = load i32, ptr %6, align 4, !tbaa !19
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %12, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !19
  %17 = load ptr, ptr %5, align 8, !tbaa !15
  %18 = load i32, ptr %6, align 4, !tbaa !19
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %17, i64 %19
  store volatile i32 %16, ptr %20, align 4, !tbaa !19
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #6
  store i32 16, ptr %7, align 4, !tbaa !19
  br label %21

21:                                               ; preds = %52, %2
  %22 = load i32, ptr %7, align 4, !tbaa !19
  %23 = icmp sgt i32 %22, 0
  br i1 %23, label %25, label %24

24:                                               ; preds = %21
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #6
  br label %55

25:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #6
  %26 = load i32, ptr %6, align 4, !tbaa !19
  %27 = load i32, ptr %7, align 4, !tbaa !19
  %28 = icmp ult i32 %26, %27
  br i1 %28, label %29, label %37

29:                                               ; preds = %25
  %30 = load ptr, ptr %5, align 8, !tbaa !15
  %31 = load i32, ptr %6, align 4, !tbaa !19
  %32 = load i32, ptr %7, align 4, !tbaa !19
  %33 = add i32 %31, %32
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %30, i64 %34
  %36 = load volatile i32, ptr %35, align 4, !tbaa !19
  br label %38

37:                                               ; preds = %25
  br label %38

38:                                               ; preds = %37, %29
  %39 = phi i32 [ %36, %29 ], [ 0, %37 ]
  store i32 %39, ptr %8, align 4, !tbaa !19
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %40 = load i32, ptr %6, align 4, !tbaa !19
  %41 = load i32, ptr %7, align 4, !tbaa !19
  %42 = icmp ult i32 %40, %41
  br i1 %42, label %43, label %51

43:                                               ; preds = %38
  %44 = load i32, ptr %8, align 4, !tbaa !19
  %45 = load ptr, ptr %5, align 8, !tbaa !15
  %46 = load i32, ptr %6, align 4, !tbaa !19
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %45, i64 %47
  %49 = load volatile i32, ptr %48, align 4, !tbaa !19
  %50 = add nsw i32 %49, %44
  store volatile i32 %50, ptr %48, align 4, !tbaa !19
  br label %51

51:                                               ; preds = %43, %38
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #6
  br label %52

52:                                               ; preds = %51
  %53 = load i32, ptr %7, align 4, !tbaa !19
  %54 = ashr i32 %53, 1
  store i32 %54, ptr %7, align 4, !tbaa !19
  br label %21, !llvm.loop !21

55:                                               ; preds = %24
  %56 = load ptr, ptr %5, align 8, !tbaa !15
  %57 = getelementptr inbounds i32, ptr %56, i64 0
  %58 = load volatile i32, ptr %57, align 4, !tbaa !19
  %59 = mul nsw i32 %58, 100
  %60 = load ptr, ptr %5, align 8, !tbaa !15
  %61 = load i32, ptr %6, align 4, !tbaa !19
  %62 = and i32 %61, 1
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %60, i64 %63
  %65 = load volatile i32, ptr %64, align 4, !tbaa !19
  %66 = add nsw i32 %59, %65
  %67 = load ptr, ptr %4, align 8, !tbaa !15
  %68 = load i32, ptr %6, align 4, !tbaa !19
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %67, i64 %69
  store i32 %66, ptr %70, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr %5) #6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #5

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

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
!7 = distinct !{null, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = !{ptr @_Z15c_volatile_warpPKiPi, !"kernel", i32 1}
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
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
