; ModuleID = '/tmp/a10build/cu_O3.ll'
source_filename = "a10.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g_total = dso_local addrspace(1) externally_initialized global i32 0, align 4
@g_bins = dso_local addrspace(1) externally_initialized global [8 x i32] zeroinitializer, align 4

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z16c_stride_compactPKiPii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp slt i32 %4, %2
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  br label %9

8:                                                ; preds = %24, %3
  ret void

9:                                                ; preds = %24, %6
  %10 = phi i32 [ 0, %6 ], [ %26, %24 ]
  %11 = phi i32 [ %4, %6 ], [ %27, %24 ]
  %12 = tail call noundef i32 @llvm.nvvm.activemask()
  %13 = zext nneg i32 %11 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !10
  %16 = icmp sgt i32 %15, 0
  %17 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 %12, i1 %16)
  br i1 %16, label %18, label %24

18:                                               ; preds = %9
  %19 = and i32 %17, %7
  %20 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %19)
  %21 = add nuw nsw i32 %20, %10
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %1, i64 %22
  store i32 %15, ptr %23, align 4, !tbaa !10
  br label %24

24:                                               ; preds = %18, %9
  %25 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %17)
  %26 = add nuw nsw i32 %25, %10
  %27 = add nuw nsw i32 %11, 32
  %28 = icmp slt i32 %27, %2
  br i1 %28, label %9, label %8, !llvm.loop !14
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #1

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = !{ptr @_Z16c_stride_compactPKiPii, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
