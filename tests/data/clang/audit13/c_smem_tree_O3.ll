; ModuleID = '/tmp/a13build/cu_O3.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11c_smem_treePKiPiE1s = external hidden unnamed_addr addrspace(3) global [64 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11c_smem_treePKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !16
  %7 = getelementptr inbounds i8, ptr %5, i64 128
  %8 = load i32, ptr %7, align 4, !tbaa !16
  %9 = add nsw i32 %8, %6
  %10 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_treePKiPiE1s to ptr), i64 0, i64 %4
  store i32 %9, ptr %10, align 4, !tbaa !16
  tail call void @llvm.nvvm.barrier0()
  %11 = icmp ult i32 %3, 16
  br i1 %11, label %12, label %19

12:                                               ; preds = %2
  %13 = or disjoint i32 %3, 16
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_treePKiPiE1s to ptr), i64 0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !16
  %17 = load i32, ptr %10, align 4, !tbaa !16
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr %10, align 4, !tbaa !16
  br label %19

19:                                               ; preds = %12, %2
  tail call void @llvm.nvvm.barrier0()
  %20 = icmp ult i32 %3, 8
  br i1 %20, label %21, label %28

21:                                               ; preds = %19
  %22 = or disjoint i32 %3, 8
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_treePKiPiE1s to ptr), i64 0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !16
  %26 = load i32, ptr %10, align 4, !tbaa !16
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr %10, align 4, !tbaa !16
  br label %28

28:                                               ; preds = %21, %19
  tail call void @llvm.nvvm.barrier0()
  br i1 %20, label %29, label %31

29:                                               ; preds = %28
  %30 = load i32, ptr %10, align 4, !tbaa !16
  br label %31

31:                                               ; preds = %29, %28
  %32 = phi i32 [ %30, %29 ], [ 0, %28 ]
  %33 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %32, i32 4, i32 31)
  %34 = add nsw i32 %33, %32
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %34, i32 2, i32 31)
  %36 = add nsw i32 %35, %34
  %37 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %36, i32 1, i32 31)
  %38 = add nsw i32 %37, %36
  %39 = icmp eq i32 %3, 0
  br i1 %39, label %45, label %40

40:                                               ; preds = %31
  %41 = and i32 %3, 7
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_treePKiPiE1s to ptr), i64 0, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !16
  br label %45

45:                                               ; preds = %40, %31
  %46 = phi i32 [ %44, %40 ], [ %38, %31 ]
  %47 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %46, ptr %47, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!llvm.module.flags = !{!12, !13, !14}
!llvm.ident = !{!15}

!0 = !{ptr @_Z11c_smem_treePKiPi, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = distinct !{null, !"kernel", i32 1}
!11 = distinct !{null, !"kernel", i32 1}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !18, i64 0}
!18 = !{!"omnipotent char", !19, i64 0}
!19 = !{!"Simple C++ TBAA"}
