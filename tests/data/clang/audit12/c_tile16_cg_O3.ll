; ModuleID = '/tmp/a12build/cu_O3.ll'
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
  %9 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %5, i32 %8, i32 8, i32 4127)
  %10 = add nsw i32 %9, %8
  %11 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %5, i32 %10, i32 4, i32 4127)
  %12 = add nsw i32 %11, %10
  %13 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %5, i32 %12, i32 2, i32 4127)
  %14 = add nsw i32 %13, %12
  %15 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %5, i32 %14, i32 1, i32 4127)
  %16 = add nsw i32 %15, %14
  %17 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %5, i32 %16, i32 0, i32 4127)
  %18 = mul nsw i32 %17, 1000
  %19 = and i32 %3, 15
  %20 = icmp eq i32 %19, 0
  %21 = select i1 %20, i32 -1, i32 %16
  %22 = add nsw i32 %18, %21
  %23 = getelementptr inbounds i32, ptr %1, i64 %6
  store i32 %22, ptr %23, align 4, !tbaa !11
  ret void
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
