; ModuleID = '/tmp/a11build/cu_O1.ll'
source_filename = "a11.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g_count = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ17c_syncwarp_halvesPKiPiE3buf = external hidden unnamed_addr addrspace(3) global [32 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z17c_syncwarp_halvesPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !12
  %7 = icmp ult i32 %3, 16
  %8 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17c_syncwarp_halvesPKiPiE3buf to ptr), i64 0, i64 %4
  br i1 %7, label %9, label %11

9:                                                ; preds = %2
  %10 = shl nsw i32 %6, 1
  store i32 %10, ptr %8, align 4, !tbaa !12
  tail call void @llvm.nvvm.bar.warp.sync(i32 65535)
  br label %13

11:                                               ; preds = %2
  %12 = mul nsw i32 %6, 3
  store i32 %12, ptr %8, align 4, !tbaa !12
  tail call void @llvm.nvvm.bar.warp.sync(i32 -65536)
  br label %13

13:                                               ; preds = %11, %9
  %14 = phi i32 [ 47, %11 ], [ 15, %9 ]
  %15 = getelementptr inbounds i32, ptr %1, i64 %4
  %16 = sub nuw nsw i32 %14, %3
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17c_syncwarp_halvesPKiPiE3buf to ptr), i64 0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !12
  store i32 %19, ptr %15, align 4, !tbaa !12
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.module.flags = !{!8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = !{ptr @_Z17c_syncwarp_halvesPKiPi, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
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
