; ModuleID = '/tmp/a13build/cu7_O3.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11c_smem_histPKiPiE4bins = external hidden addrspace(3) global [8 x i32], align 4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #0

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11c_smem_histPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = icmp ult i32 %3, 8
  %5 = zext nneg i32 %3 to i64
  br i1 %4, label %6, label %8

6:                                                ; preds = %2
  %7 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_histPKiPiE4bins to ptr), i64 0, i64 %5
  store i32 0, ptr %7, align 4, !tbaa !15
  br label %8

8:                                                ; preds = %6, %2
  tail call void @llvm.nvvm.barrier0()
  %9 = getelementptr inbounds i32, ptr %0, i64 %5
  %10 = load i32, ptr %9, align 4, !tbaa !15
  %11 = and i32 %10, 7
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_histPKiPiE4bins to ptr), i64 0, i64 %12
  %14 = atomicrmw add ptr %13, i32 1 monotonic, align 4
  tail call void @llvm.nvvm.barrier0()
  br i1 %4, label %15, label %19

15:                                               ; preds = %8
  %16 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_histPKiPiE4bins to ptr), i64 0, i64 %5
  %17 = load i32, ptr %16, align 4, !tbaa !15
  %18 = icmp eq i32 %17, 0
  br label %19

19:                                               ; preds = %15, %8
  %20 = phi i1 [ false, %8 ], [ %18, %15 ]
  %21 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %20)
  %22 = and i32 %3, 7
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_histPKiPiE4bins to ptr), i64 0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !15
  %26 = mul nsw i32 %25, 1000
  %27 = add nsw i32 %26, %21
  %28 = getelementptr inbounds i32, ptr %1, i64 %5
  store i32 %27, ptr %28, align 4, !tbaa !15
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

attributes #0 = { convergent nocallback nounwind }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !{null, !"kernel", i32 1}
!1 = !{ptr @_Z11c_smem_histPKiPi, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = distinct !{null, !"kernel", i32 1}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C++ TBAA"}
