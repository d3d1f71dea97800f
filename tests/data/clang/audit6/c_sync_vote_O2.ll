; ModuleID = '/tmp/a6_cu_O2.ll'
source_filename = "a6.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11c_sync_votePKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !18
  %7 = icmp sgt i32 %6, 0
  %8 = zext i1 %7 to i32
  %9 = tail call i32 @llvm.nvvm.barrier0.popc(i32 %8)
  %10 = icmp sgt i32 %6, -100
  %11 = zext i1 %10 to i32
  %12 = tail call i32 @llvm.nvvm.barrier0.and(i32 %11)
  %13 = icmp sgt i32 %6, 100
  %14 = zext i1 %13 to i32
  %15 = tail call i32 @llvm.nvvm.barrier0.or(i32 %14)
  %16 = mul nsw i32 %12, 1000
  %17 = add nsw i32 %16, %9
  %18 = mul nsw i32 %15, 10000
  %19 = add nsw i32 %17, %18
  %20 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %19, ptr %20, align 4, !tbaa !18
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #1

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.and(i32) #1

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13}
!llvm.module.flags = !{!14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = !{ptr @_Z11c_sync_votePKiPi, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = distinct !{null, !"kernel", i32 1}
!11 = distinct !{null, !"kernel", i32 1}
!12 = distinct !{null, !"kernel", i32 1}
!13 = distinct !{null, !"kernel", i32 1}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C++ TBAA"}
