; ModuleID = '/tmp/a13build/cu_O3.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z13c_first_matchPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !16
  %7 = icmp eq i32 %6, 7
  %8 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %7)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %49, label %47, !prof !20

10:                                               ; preds = %49
  %11 = or disjoint i32 %3, 32
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !16
  %15 = icmp eq i32 %14, 7
  %16 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %15)
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %21, label %18, !prof !20

18:                                               ; preds = %10
  %19 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %16, i1 true)
  %20 = or disjoint i32 %19, 32
  br label %21

21:                                               ; preds = %18, %10
  %22 = phi i32 [ %20, %18 ], [ %50, %10 ]
  br i1 %17, label %23, label %51

23:                                               ; preds = %21
  %24 = or disjoint i32 %3, 64
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !16
  %28 = icmp eq i32 %27, 7
  %29 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %28)
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %34, label %31, !prof !20

31:                                               ; preds = %23
  %32 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %29, i1 true)
  %33 = or disjoint i32 %32, 64
  br label %34

34:                                               ; preds = %31, %23
  %35 = phi i32 [ %33, %31 ], [ %22, %23 ]
  br i1 %30, label %36, label %51

36:                                               ; preds = %34
  %37 = or disjoint i32 %3, 96
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %0, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !16
  %41 = icmp eq i32 %40, 7
  %42 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %41)
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %51, label %44, !prof !20

44:                                               ; preds = %36
  %45 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %42, i1 true)
  %46 = or disjoint i32 %45, 96
  br label %51

47:                                               ; preds = %2
  %48 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %8, i1 true)
  br label %49

49:                                               ; preds = %47, %2
  %50 = phi i32 [ %48, %47 ], [ -1, %2 ]
  br i1 %9, label %10, label %51

51:                                               ; preds = %49, %44, %36, %34, %21
  %52 = phi i32 [ %50, %49 ], [ %22, %21 ], [ %35, %34 ], [ %46, %44 ], [ %35, %36 ]
  %53 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %52, ptr %53, align 4, !tbaa !16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #1

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
!6 = !{ptr @_Z13c_first_matchPKiPi, !"kernel", i32 1}
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
!20 = !{!"branch_weights", !"expected", i32 2000, i32 1}
