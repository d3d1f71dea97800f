; ModuleID = '/tmp/a12build/cu_O3.ll'
source_filename = "a12.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #0

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z13c_shfl_widthsPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !12
  %7 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %6, i32 21, i32 6175)
  %8 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %6, i32 3, i32 7168)
  %9 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %6, i32 5, i32 7199)
  %10 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6, i32 4, i32 7199)
  %11 = mul nsw i32 %7, 1000000
  %12 = mul nsw i32 %8, 10000
  %13 = add nsw i32 %12, %11
  %14 = mul nsw i32 %9, 100
  %15 = add nsw i32 %13, %14
  %16 = add nsw i32 %15, %10
  %17 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %16, ptr %17, align 4, !tbaa !12
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #0

attributes #0 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.module.flags = !{!8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = !{ptr @_Z13c_shfl_widthsPKiPi, !"kernel", i32 1}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
