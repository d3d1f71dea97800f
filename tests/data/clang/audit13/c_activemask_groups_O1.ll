; ModuleID = '/tmp/a13build/cu_O1.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #0

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z19c_activemask_groupsPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !16
  %7 = and i32 %6, 3
  br label %8

8:                                                ; preds = %21, %2
  %9 = phi i32 [ 0, %2 ], [ %22, %21 ]
  %10 = phi i32 [ 0, %2 ], [ %16, %21 ]
  %11 = tail call noundef i32 @llvm.nvvm.activemask()
  %12 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %11, i1 true)
  %13 = icmp eq i32 %11, 0
  %14 = select i1 %13, i32 -1, i32 %12
  %15 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %11, i32 %7, i32 %14, i32 31)
  %16 = add nuw nsw i32 %10, 1
  %17 = icmp eq i32 %15, %7
  br i1 %17, label %18, label %21

18:                                               ; preds = %8
  %19 = tail call noundef i32 @llvm.nvvm.activemask()
  %20 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %19)
  br label %21

21:                                               ; preds = %18, %8
  %22 = phi i32 [ %20, %18 ], [ %9, %8 ]
  br i1 %17, label %23, label %8

23:                                               ; preds = %21
  %24 = mul nuw nsw i32 %16, 100
  %25 = add nsw i32 %22, %24
  %26 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %25, ptr %26, align 4, !tbaa !16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

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
!10 = distinct !{null, !"kernel", i32 1}
!11 = !{ptr @_Z19c_activemask_groupsPKiPi, !"kernel", i32 1}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !18, i64 0}
!18 = !{!"omnipotent char", !19, i64 0}
!19 = !{!"Simple C++ TBAA"}
