; ModuleID = '/tmp/a12build/cu_O3.ll'
source_filename = "a12.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z10c_up8_halfPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !11
  %7 = icmp ugt i32 %3, 15
  br i1 %7, label %8, label %22

8:                                                ; preds = %2
  %9 = and i32 %3, 7
  %10 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -65536, i32 %6, i32 1, i32 6144)
  %11 = icmp eq i32 %9, 0
  %12 = select i1 %11, i32 0, i32 %10
  %13 = add nsw i32 %12, %6
  %14 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -65536, i32 %13, i32 2, i32 6144)
  %15 = icmp ult i32 %9, 2
  %16 = select i1 %15, i32 0, i32 %14
  %17 = add nsw i32 %16, %13
  %18 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -65536, i32 %17, i32 4, i32 6144)
  %19 = icmp ult i32 %9, 4
  %20 = select i1 %19, i32 0, i32 %18
  %21 = add nsw i32 %20, %17
  br label %25

22:                                               ; preds = %2
  %23 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 65535, i32 %6, i32 1, i32 4127)
  %24 = sub nsw i32 %23, %6
  br label %25

25:                                               ; preds = %22, %8
  %26 = phi i32 [ %24, %22 ], [ %21, %8 ]
  %27 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %26, ptr %27, align 4, !tbaa !11
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.module.flags = !{!7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = !{ptr @_Z10c_up8_halfPKiPi, !"kernel", i32 1}
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
