; ModuleID = '/tmp/a8_cu_O2.ll'
source_filename = "a8.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14c_block_reducePKiPiE4part = external hidden unnamed_addr addrspace(3) global [32 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14c_block_reducePKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = and i32 %3, 31
  %5 = zext nneg i32 %3 to i64
  %6 = getelementptr inbounds i32, ptr %0, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !14
  %8 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %7, i32 16, i32 31)
  %9 = add nsw i32 %8, %7
  %10 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %9, i32 8, i32 31)
  %11 = add nsw i32 %10, %9
  %12 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 4, i32 31)
  %13 = add nsw i32 %12, %11
  %14 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %13, i32 2, i32 31)
  %15 = add nsw i32 %14, %13
  %16 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %15, i32 1, i32 31)
  %17 = icmp eq i32 %4, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %2
  %19 = lshr exact i32 %3, 5
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_block_reducePKiPiE4part to ptr), i64 0, i64 %20
  %22 = add nsw i32 %16, %15
  store i32 %22, ptr %21, align 4, !tbaa !14
  br label %23

23:                                               ; preds = %18, %2
  tail call void @llvm.nvvm.barrier0()
  %24 = icmp ult i32 %3, 32
  br i1 %24, label %25, label %47

25:                                               ; preds = %23
  %26 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = add nuw nsw i32 %26, 31
  %28 = lshr i32 %27, 5
  %29 = icmp ult i32 %4, %28
  br i1 %29, label %30, label %34

30:                                               ; preds = %25
  %31 = zext nneg i32 %4 to i64
  %32 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_block_reducePKiPiE4part to ptr), i64 0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !14
  br label %34

34:                                               ; preds = %30, %25
  %35 = phi i32 [ %33, %30 ], [ 0, %25 ]
  %36 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %35, i32 16, i32 31)
  %37 = add nsw i32 %36, %35
  %38 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %37, i32 8, i32 31)
  %39 = add nsw i32 %38, %37
  %40 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %39, i32 4, i32 31)
  %41 = add nsw i32 %40, %39
  %42 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %41, i32 2, i32 31)
  %43 = add nsw i32 %42, %41
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %43, i32 1, i32 31)
  br i1 %17, label %45, label %47

45:                                               ; preds = %34
  %46 = add nsw i32 %44, %43
  store i32 %46, ptr %1, align 4, !tbaa !14
  br label %47

47:                                               ; preds = %45, %34, %23
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9}
!llvm.module.flags = !{!10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = !{ptr @_Z14c_block_reducePKiPi, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C++ TBAA"}
