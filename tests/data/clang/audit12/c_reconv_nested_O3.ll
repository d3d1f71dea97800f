; ModuleID = '/tmp/a12build/cu_O3.ll'
source_filename = "a12.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #0

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z15c_reconv_nestedPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %4 = and i32 %3, 3
  %5 = and i32 %3, 4
  %6 = icmp ne i32 %5, 0
  %7 = and i32 %3, 1
  %8 = zext nneg i32 %3 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = icmp eq i32 %3, 31
  br label %11

11:                                               ; preds = %45, %2
  %12 = phi i1 [ false, %2 ], [ %48, %45 ]
  %13 = phi i32 [ 0, %2 ], [ %47, %45 ]
  %14 = phi i32 [ 0, %2 ], [ %46, %45 ]
  %15 = tail call noundef i32 @llvm.nvvm.activemask()
  %16 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %15, i1 true)
  %17 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %16)
  %18 = add nsw i32 %17, %14
  %19 = icmp eq i32 %13, 1
  %20 = and i1 %6, %19
  br i1 %20, label %45, label %21

21:                                               ; preds = %11
  %22 = add nuw nsw i32 %13, %7
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %38, label %24

24:                                               ; preds = %24, %21
  %25 = phi i32 [ %34, %24 ], [ 0, %21 ]
  %26 = phi i32 [ %33, %24 ], [ %18, %21 ]
  %27 = tail call noundef i32 @llvm.nvvm.activemask()
  %28 = load i32, ptr %9, align 4, !tbaa !11
  %29 = icmp sgt i32 %28, %25
  %30 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %27, i1 %29)
  %31 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %30)
  %32 = mul nuw nsw i32 %31, 100
  %33 = add nsw i32 %32, %26
  %34 = add nuw nsw i32 %25, 1
  %35 = icmp ugt i32 %25, 2
  %36 = icmp eq i32 %34, %22
  %37 = select i1 %35, i1 true, i1 %36
  br i1 %37, label %38, label %24, !llvm.loop !15

38:                                               ; preds = %24, %21
  %39 = phi i32 [ %18, %21 ], [ %33, %24 ]
  %40 = icmp eq i32 %13, 2
  %41 = and i1 %10, %40
  br i1 %41, label %42, label %45

42:                                               ; preds = %38
  %43 = sub nsw i32 0, %39
  %44 = getelementptr inbounds i8, ptr %1, i64 124
  store i32 %43, ptr %44, align 4, !tbaa !11
  br label %50

45:                                               ; preds = %38, %11
  %46 = phi i32 [ %18, %11 ], [ %39, %38 ]
  %47 = add nuw nsw i32 %13, 1
  %48 = icmp uge i32 %13, %4
  %49 = icmp eq i32 %13, %4
  br i1 %49, label %50, label %11, !llvm.loop !17

50:                                               ; preds = %45, %42
  %51 = phi i1 [ %12, %42 ], [ %48, %45 ]
  %52 = phi i32 [ %39, %42 ], [ %46, %45 ]
  br i1 %51, label %53, label %60

53:                                               ; preds = %50
  %54 = tail call noundef i32 @llvm.nvvm.activemask()
  %55 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %54, i1 true)
  %56 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %55)
  %57 = mul nuw nsw i32 %56, 10000
  %58 = add nsw i32 %57, %52
  %59 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %58, ptr %59, align 4, !tbaa !11
  br label %60

60:                                               ; preds = %53, %50
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.module.flags = !{!7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = !{ptr @_Z15c_reconv_nestedPKiPi, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
