; ModuleID = '/tmp/a13build/cu_O3.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15c_volatile_warpPKiPiE1s = external hidden addrspace(3) global [32 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15c_volatile_warpPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !16
  %7 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15c_volatile_warpPKiPiE1s to ptr), i64 %4
  store volatile i32 %6, ptr %7, align 4, !tbaa !16
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %8 = icmp ult i32 %3, 16
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = or disjoint i32 %3, 16
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15c_volatile_warpPKiPiE1s to ptr), i64 %11
  %13 = load volatile i32, ptr %12, align 4, !tbaa !16
  br label %14

14:                                               ; preds = %9, %2
  %15 = phi i32 [ %13, %9 ], [ 0, %2 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %8, label %16, label %19

16:                                               ; preds = %14
  %17 = load volatile i32, ptr %7, align 4, !tbaa !16
  %18 = add nsw i32 %17, %15
  store volatile i32 %18, ptr %7, align 4, !tbaa !16
  br label %19

19:                                               ; preds = %16, %14
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %20 = icmp ult i32 %3, 8
  br i1 %20, label %21, label %26

21:                                               ; preds = %19
  %22 = or disjoint i32 %3, 8
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15c_volatile_warpPKiPiE1s to ptr), i64 %23
  %25 = load volatile i32, ptr %24, align 4, !tbaa !16
  br label %26

26:                                               ; preds = %21, %19
  %27 = phi i32 [ %25, %21 ], [ 0, %19 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %20, label %28, label %31

28:                                               ; preds = %26
  %29 = load volatile i32, ptr %7, align 4, !tbaa !16
  %30 = add nsw i32 %29, %27
  store volatile i32 %30, ptr %7, align 4, !tbaa !16
  br label %31

31:                                               ; preds = %28, %26
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %32 = icmp ult i32 %3, 4
  br i1 %32, label %33, label %38

33:                                               ; preds = %31
  %34 = or disjoint i32 %3, 4
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15c_volatile_warpPKiPiE1s to ptr), i64 %35
  %37 = load volatile i32, ptr %36, align 4, !tbaa !16
  br label %38

38:                                               ; preds = %33, %31
  %39 = phi i32 [ %37, %33 ], [ 0, %31 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %32, label %40, label %43

40:                                               ; preds = %38
  %41 = load volatile i32, ptr %7, align 4, !tbaa !16
  %42 = add nsw i32 %41, %39
  store volatile i32 %42, ptr %7, align 4, !tbaa !16
  br label %43

43:                                               ; preds = %40, %38
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %44 = icmp ult i32 %3, 2
  br i1 %44, label %45, label %50

45:                                               ; preds = %43
  %46 = or disjoint i32 %3, 2
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15c_volatile_warpPKiPiE1s to ptr), i64 %47
  %49 = load volatile i32, ptr %48, align 4, !tbaa !16
  br label %50

50:                                               ; preds = %45, %43
  %51 = phi i32 [ %49, %45 ], [ 0, %43 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %44, label %52, label %55

52:                                               ; preds = %50
  %53 = load volatile i32, ptr %7, align 4, !tbaa !16
  %54 = add nsw i32 %53, %51
  store volatile i32 %54, ptr %7, align 4, !tbaa !16
  br label %55

55:                                               ; preds = %52, %50
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %56 = icmp eq i32 %3, 0
  br i1 %56, label %57, label %59

57:                                               ; preds = %55
  %58 = load volatile i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15c_volatile_warpPKiPiE1s to ptr), i64 4), align 4, !tbaa !16
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %58, %57 ], [ 0, %55 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %56, label %61, label %64

61:                                               ; preds = %59
  %62 = load volatile i32, ptr %7, align 4, !tbaa !16
  %63 = add nsw i32 %62, %60
  store volatile i32 %63, ptr %7, align 4, !tbaa !16
  br label %64

64:                                               ; preds = %61, %59
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %67 = and i32 %3, 1
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15c_volatile_warpPKiPiE1s to ptr), i64 %68
  %70 = load volatile i32, ptr %69, align 4, !tbaa !16
  %first = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15c_volatile_warpPKiPiE1s to ptr), align 4, !tbaa !16
  %scaled = mul nsw i32 %first, 100
  %71 = add nsw i32 %scaled, %70
  %72 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %71, ptr %72, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!llvm.module.flags = !{!12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = !{ptr @_Z15c_volatile_warpPKiPi, !"kernel", i32 1}
!11 = distinct !{null, !"kernel", i32 1}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !18, i64 0}
!18 = !{!"omnipotent char", !19, i64 0}
!19 = !{!"Simple C++ TBAA"}
