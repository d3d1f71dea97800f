; ModuleID = '/tmp/a14build/cu_O3.ll'
source_filename = "a14.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #0

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z10c_goto_irrPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !15
  %7 = and i32 %6, 7
  %8 = and i32 %3, 1
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %16, %2
  %11 = phi i32 [ %20, %16 ], [ %7, %2 ]
  %12 = phi i32 [ %19, %16 ], [ 0, %2 ]
  %13 = add nsw i32 %12, 1
  %14 = add nsw i32 %11, -1
  %15 = icmp slt i32 %11, 2
  br i1 %15, label %22, label %16

16:                                               ; preds = %10, %2
  %17 = phi i32 [ %7, %2 ], [ %14, %10 ]
  %18 = phi i32 [ 0, %2 ], [ %13, %10 ]
  %19 = add nsw i32 %18, 10
  %20 = add nsw i32 %17, -1
  %21 = icmp ugt i32 %17, 1
  br i1 %21, label %10, label %22

22:                                               ; preds = %16, %10
  %23 = phi i32 [ %13, %10 ], [ %19, %16 ]
  %24 = mul nsw i32 %23, 100
  %25 = icmp sgt i32 %23, 20
  %26 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %25)
  %27 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %26)
  %28 = add nsw i32 %27, %24
  %29 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %28, ptr %29, align 4, !tbaa !15
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"maxntidx", i32 32}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = !{ptr @_Z10c_goto_irrPKiPi, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = distinct !{null, !"kernel", i32 1}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C++ TBAA"}
