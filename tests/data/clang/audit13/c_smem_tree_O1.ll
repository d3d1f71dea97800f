; ModuleID = '/tmp/a13build/cu_O1.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11c_smem_treePKiPiE1s = external hidden unnamed_addr addrspace(3) global [64 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11c_smem_treePKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !16
  %7 = getelementptr inbounds i8, ptr %5, i64 128
  %8 = load i32, ptr %7, align 4, !tbaa !16
  %9 = add nsw i32 %8, %6
  %10 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_treePKiPiE1s to ptr), i64 0, i64 %4
  store i32 %9, ptr %10, align 4, !tbaa !16
  tail call void @llvm.nvvm.barrier0()
  br label %13

11:                                               ; preds = %23
  %12 = icmp ult i32 %3, 8
  br i1 %12, label %26, label %28

13:                                               ; preds = %23, %2
  %14 = phi i32 [ 16, %2 ], [ %24, %23 ]
  %15 = icmp ult i32 %3, %14
  br i1 %15, label %16, label %23

16:                                               ; preds = %13
  %17 = add nuw nsw i32 %14, %3
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_treePKiPiE1s to ptr), i64 0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !16
  %21 = load i32, ptr %10, align 4, !tbaa !16
  %22 = add nsw i32 %21, %20
  store i32 %22, ptr %10, align 4, !tbaa !16
  br label %23

23:                                               ; preds = %16, %13
  tail call void @llvm.nvvm.barrier0()
  %24 = lshr i32 %14, 1
  %25 = icmp ugt i32 %14, 15
  br i1 %25, label %13, label %11, !llvm.loop !20

26:                                               ; preds = %11
  %27 = load i32, ptr %10, align 4, !tbaa !16
  br label %28

28:                                               ; preds = %26, %11
  %29 = phi i32 [ %27, %26 ], [ 0, %11 ]
  br label %32

30:                                               ; preds = %32
  %31 = icmp eq i32 %3, 0
  br i1 %31, label %44, label %39

32:                                               ; preds = %32, %28
  %33 = phi i32 [ %37, %32 ], [ 4, %28 ]
  %34 = phi i32 [ %36, %32 ], [ %29, %28 ]
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %34, i32 %33, i32 31)
  %36 = add nsw i32 %35, %34
  %37 = lshr i32 %33, 1
  %38 = icmp ult i32 %33, 2
  br i1 %38, label %30, label %32, !llvm.loop !23

39:                                               ; preds = %30
  %40 = and i32 %3, 7
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_treePKiPiE1s to ptr), i64 0, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !16
  br label %44

44:                                               ; preds = %39, %30
  %45 = phi i32 [ %43, %39 ], [ %36, %30 ]
  %46 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %45, ptr %46, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!llvm.module.flags = !{!12, !13, !14}
!llvm.ident = !{!15}

!0 = !{ptr @_Z11c_smem_treePKiPi, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = distinct !{null, !"kernel", i32 1}
!11 = distinct !{null, !"kernel", i32 1}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !18, i64 0}
!18 = !{!"omnipotent char", !19, i64 0}
!19 = !{!"Simple C++ TBAA"}
!20 = distinct !{!20, !21, !22}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !21, !22}
