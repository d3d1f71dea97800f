; ModuleID = '/tmp/a13build/cu7_O1.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15c_volatile_warpPKiPiE1s = external hidden addrspace(3) global [32 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15c_volatile_warpPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !15
  %7 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15c_volatile_warpPKiPiE1s to ptr), i64 %4
  store volatile i32 %6, ptr %7, align 4, !tbaa !15
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %17

8:                                                ; preds = %30
  %9 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15c_volatile_warpPKiPiE1s to ptr), align 4, !tbaa !15
  %10 = mul nsw i32 %9, 100
  %11 = and i32 %3, 1
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15c_volatile_warpPKiPiE1s to ptr), i64 %12
  %14 = load volatile i32, ptr %13, align 4, !tbaa !15
  %15 = add nsw i32 %10, %14
  %16 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %15, ptr %16, align 4, !tbaa !15
  ret void

17:                                               ; preds = %30, %2
  %18 = phi i32 [ 16, %2 ], [ %31, %30 ]
  %19 = icmp ult i32 %3, %18
  br i1 %19, label %20, label %25

20:                                               ; preds = %17
  %21 = add nuw nsw i32 %18, %3
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15c_volatile_warpPKiPiE1s to ptr), i64 %22
  %24 = load volatile i32, ptr %23, align 4, !tbaa !15
  br label %25

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %24, %20 ], [ 0, %17 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %19, label %27, label %30

27:                                               ; preds = %25
  %28 = load volatile i32, ptr %7, align 4, !tbaa !15
  %29 = add nsw i32 %28, %26
  store volatile i32 %29, ptr %7, align 4, !tbaa !15
  br label %30

30:                                               ; preds = %27, %25
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %31 = lshr i32 %18, 1
  %32 = icmp ult i32 %18, 2
  br i1 %32, label %8, label %17, !llvm.loop !19
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!16 = !{!"int", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C++ TBAA"}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
