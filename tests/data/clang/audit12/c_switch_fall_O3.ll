; ModuleID = '/tmp/a12build/cu_O3.ll'
source_filename = "a12.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #0

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z13c_switch_fallPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !11
  %7 = add i32 %6, %3
  %8 = and i32 %7, 3
  switch i32 %8, label %20 [
    i32 0, label %9
    i32 1, label %12
    i32 2, label %16
    i32 3, label %21
  ]

9:                                                ; preds = %2
  %10 = tail call noundef i32 @llvm.nvvm.activemask()
  %11 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %10)
  br label %12

12:                                               ; preds = %9, %2
  %13 = phi i32 [ 0, %2 ], [ %11, %9 ]
  %14 = tail call noundef i32 @llvm.nvvm.activemask()
  %15 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %14, i1 true)
  br label %27

16:                                               ; preds = %2
  %17 = tail call noundef i32 @llvm.nvvm.activemask()
  %18 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %17)
  %19 = mul nuw nsw i32 %18, 10000
  br label %21

20:                                               ; preds = %2
  unreachable

21:                                               ; preds = %16, %2
  %22 = phi i32 [ 0, %2 ], [ %19, %16 ]
  %23 = tail call noundef i32 @llvm.nvvm.activemask()
  %24 = and i32 %3, 1
  %25 = icmp ne i32 %24, 0
  %26 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %23, i1 %25)
  br label %27

27:                                               ; preds = %21, %12
  %28 = phi i32 [ %26, %21 ], [ %15, %12 ]
  %29 = phi i32 [ 1000000, %21 ], [ 100, %12 ]
  %30 = phi i32 [ %22, %21 ], [ %13, %12 ]
  %31 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %28)
  %32 = mul nuw nsw i32 %31, %29
  %33 = add nuw nsw i32 %32, %30
  %34 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %33, ptr %34, align 4, !tbaa !11
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
!4 = distinct !{null, !"kernel", i32 1}
!5 = !{ptr @_Z13c_switch_fallPKiPi, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
