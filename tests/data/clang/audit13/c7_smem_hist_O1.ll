; ModuleID = '/tmp/a13build/cu7_O1.ll'
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
  br i1 %4, label %5, label %8

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64
  %7 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_histPKiPiE4bins to ptr), i64 0, i64 %6
  store i32 0, ptr %7, align 4, !tbaa !15
  br label %8

8:                                                ; preds = %5, %2
  tail call void @llvm.nvvm.barrier0()
  %9 = zext nneg i32 %3 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !15
  %12 = and i32 %11, 7
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_histPKiPiE4bins to ptr), i64 0, i64 %13
  %15 = atomicrmw add ptr %14, i32 1 monotonic, align 4
  tail call void @llvm.nvvm.barrier0()
  br i1 %4, label %16, label %20

16:                                               ; preds = %8
  %17 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_histPKiPiE4bins to ptr), i64 0, i64 %9
  %18 = load i32, ptr %17, align 4, !tbaa !15
  %19 = icmp eq i32 %18, 0
  br label %20

20:                                               ; preds = %16, %8
  %21 = phi i1 [ false, %8 ], [ %19, %16 ]
  %22 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %21)
  %23 = and i32 %3, 7
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_histPKiPiE4bins to ptr), i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !15
  %27 = mul nsw i32 %26, 1000
  %28 = add nsw i32 %27, %22
  %29 = getelementptr inbounds i32, ptr %1, i64 %9
  store i32 %28, ptr %29, align 4, !tbaa !15
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
