; ModuleID = '/tmp/a11build/cu_O3.ll'
source_filename = "a11.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g_count = dso_local addrspace(1) externally_initialized global i32 0, align 4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #0

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z14c_ballot_breakPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !12
  %7 = and i32 %6, 255
  br label %8

8:                                                ; preds = %21, %2
  %9 = phi i32 [ 0, %2 ], [ %22, %21 ]
  %10 = phi i32 [ 0, %2 ], [ %23, %21 ]
  %11 = phi i32 [ %7, %2 ], [ %24, %21 ]
  %12 = icmp ne i32 %11, 0
  %13 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %12)
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %21, label %15

15:                                               ; preds = %8
  %16 = add nsw i32 %9, 1
  %17 = add nsw i32 %11, -1
  %18 = and i32 %17, %11
  %19 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %13)
  %20 = add nsw i32 %19, %10
  br label %21

21:                                               ; preds = %15, %8
  %22 = phi i32 [ %16, %15 ], [ %9, %8 ]
  %23 = phi i32 [ %20, %15 ], [ %10, %8 ]
  %24 = phi i32 [ %18, %15 ], [ %11, %8 ]
  br i1 %14, label %25, label %8

25:                                               ; preds = %21
  %26 = mul nsw i32 %22, 10000
  %27 = add nsw i32 %26, %23
  %28 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %27, ptr %28, align 4, !tbaa !12
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.module.flags = !{!8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = !{ptr @_Z14c_ballot_breakPKiPi, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
