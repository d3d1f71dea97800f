; ModuleID = '/tmp/a8_cu_O2.ll'
source_filename = "a8.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11c_transposePKiPiE4tile = external hidden unnamed_addr addrspace(3) global [8 x [9 x i32]], align 4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #0

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11c_transposePKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = and i32 %3, 7
  %5 = lshr i32 %3, 3
  %6 = zext nneg i32 %3 to i64
  %7 = getelementptr inbounds i32, ptr %0, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !14
  %9 = zext nneg i32 %5 to i64
  %10 = zext nneg i32 %4 to i64
  %11 = getelementptr inbounds [8 x [9 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_transposePKiPiE4tile to ptr), i64 0, i64 %9, i64 %10
  store i32 %8, ptr %11, align 4, !tbaa !14
  tail call void @llvm.nvvm.barrier0()
  %12 = getelementptr inbounds [8 x [9 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_transposePKiPiE4tile to ptr), i64 0, i64 %10, i64 %9
  %13 = load i32, ptr %12, align 4, !tbaa !14
  %14 = getelementptr inbounds i32, ptr %1, i64 %6
  store i32 %13, ptr %14, align 4, !tbaa !14
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent nocallback nounwind }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9}
!llvm.module.flags = !{!10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = !{ptr @_Z11c_transposePKiPi, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C++ TBAA"}
