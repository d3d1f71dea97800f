; ModuleID = '/tmp/a10build/cu_O1.ll'
source_filename = "a10.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g_total = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ12c_block_votePKiPiE1s = external hidden unnamed_addr addrspace(3) global [32 x i32], align 4
@g_bins = dso_local addrspace(1) externally_initialized global [8 x i32] zeroinitializer, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12c_block_votePKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !10
  %7 = and i32 %3, 31
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12c_block_votePKiPiE1s to ptr), i64 0, i64 %8
  store i32 %6, ptr %9, align 4, !tbaa !10
  %10 = icmp sgt i32 %6, 3
  %11 = zext i1 %10 to i32
  %12 = tail call noundef i32 @llvm.nvvm.barrier0.popc(i32 %11)
  %13 = icmp eq i32 %6, 7
  %14 = zext i1 %13 to i32
  %15 = tail call noundef i32 @llvm.nvvm.barrier0.or(i32 %14)
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %23, label %17

17:                                               ; preds = %2
  %18 = add nuw nsw i32 %3, 1
  %19 = and i32 %18, 31
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12c_block_votePKiPiE1s to ptr), i64 0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !10
  br label %23

23:                                               ; preds = %17, %2
  %24 = phi i32 [ %22, %17 ], [ %12, %2 ]
  %25 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %24, ptr %25, align 4, !tbaa !10
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #2

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = !{ptr @_Z12c_block_votePKiPi, !"kernel", i32 1}
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
