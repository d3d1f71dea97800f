; ModuleID = '/tmp/a12build/cu_O1.ll'
source_filename = "a12.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z11c_tile16_cgPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %4 = and i32 %3, 16
  %5 = shl nuw i32 65535, %4
  %6 = zext nneg i32 %3 to i64
  %7 = getelementptr inbounds i32, ptr %0, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !11
  br label %17

9:                                                ; preds = %17
  %10 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %5, i32 %21, i32 0, i32 4127)
  %11 = mul nsw i32 %10, 1000
  %12 = and i32 %3, 15
  %13 = icmp eq i32 %12, 0
  %14 = select i1 %13, i32 -1, i32 %21
  %15 = add nsw i32 %11, %14
  %16 = getelementptr inbounds i32, ptr %1, i64 %6
  store i32 %15, ptr %16, align 4, !tbaa !11
  ret void

17:                                               ; preds = %17, %2
  %18 = phi i32 [ %8, %2 ], [ %21, %17 ]
  %19 = phi i32 [ 8, %2 ], [ %22, %17 ]
  %20 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %5, i32 %18, i32 %19, i32 4127)
  %21 = add nsw i32 %20, %18
  %22 = lshr i32 %19, 1
  %23 = icmp ult i32 %19, 2
  br i1 %23, label %9, label %17, !llvm.loop !15
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.module.flags = !{!7, !8, !9}
!llvm.ident = !{!10}

!0 = !{ptr @_Z11c_tile16_cgPKiPi, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
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
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}
