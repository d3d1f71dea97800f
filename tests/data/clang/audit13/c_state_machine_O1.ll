; ModuleID = '/tmp/a13build/cu_O1.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z15c_state_machinePKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !16
  %7 = and i32 %6, 3
  %8 = and i32 %3, 1
  %9 = icmp ne i32 %8, 0
  %10 = or disjoint i32 %8, 2
  br label %11

11:                                               ; preds = %27, %2
  %12 = phi i32 [ %7, %2 ], [ %28, %27 ]
  %13 = phi i32 [ 0, %2 ], [ %30, %27 ]
  %14 = phi i32 [ 0, %2 ], [ %31, %27 ]
  switch i32 %12, label %23 [
    i32 3, label %32
    i32 0, label %15
    i32 1, label %18
  ]

15:                                               ; preds = %11
  %16 = tail call noundef i32 @llvm.nvvm.activemask()
  %17 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %16)
  br label %27

18:                                               ; preds = %11
  %19 = tail call noundef i32 @llvm.nvvm.activemask()
  %20 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %19, i1 %9)
  %21 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %20)
  %22 = mul nuw nsw i32 %21, 10
  br label %27

23:                                               ; preds = %11
  %24 = tail call noundef i32 @llvm.nvvm.activemask()
  %25 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %24)
  %26 = mul nuw nsw i32 %25, 100
  br label %27

27:                                               ; preds = %23, %18, %15
  %28 = phi i32 [ 3, %23 ], [ %10, %18 ], [ 1, %15 ]
  %29 = phi i32 [ %26, %23 ], [ %22, %18 ], [ %17, %15 ]
  %30 = add nsw i32 %29, %13
  %31 = add nuw nsw i32 %14, 1
  br label %11, !llvm.loop !20

32:                                               ; preds = %11
  %33 = mul nsw i32 %13, 10
  %34 = add nsw i32 %33, %14
  %35 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %34, ptr %35, align 4, !tbaa !16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #2

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!7 = !{ptr @_Z15c_state_machinePKiPi, !"kernel", i32 1}
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
