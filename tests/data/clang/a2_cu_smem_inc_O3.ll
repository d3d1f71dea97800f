; ModuleID = 'O3/cu.ll'
source_filename = "audit2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10c_smem_incPKiPiE3cnt = external hidden addrspace(3) global i32, align 4
@_ZZ10c_smem_incPKiPiE2mn = external hidden addrspace(3) global i32, align 4
@_ZZ10c_smem_incPKiPiE2mx = external hidden addrspace(3) global i32, align 4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #0

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10c_smem_incPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #2 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %2
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ10c_smem_incPKiPiE3cnt to ptr), align 4, !tbaa !25
  store i32 1073741824, ptr addrspacecast (ptr addrspace(3) @_ZZ10c_smem_incPKiPiE2mn to ptr), align 4, !tbaa !25
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ10c_smem_incPKiPiE2mx to ptr), align 4, !tbaa !25
  br label %6

6:                                                ; preds = %5, %2
  tail call void @llvm.nvvm.barrier0()
  %7 = zext nneg i32 %3 to i64
  %8 = getelementptr inbounds i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !25
  %10 = atomicrmw min ptr addrspacecast (ptr addrspace(3) @_ZZ10c_smem_incPKiPiE2mn to ptr), i32 %9 seq_cst, align 4
  %11 = load i32, ptr %8, align 4, !tbaa !25
  %12 = atomicrmw umax ptr addrspacecast (ptr addrspace(3) @_ZZ10c_smem_incPKiPiE2mx to ptr), i32 %11 seq_cst, align 4
  %13 = tail call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr addrspacecast (ptr addrspace(3) @_ZZ10c_smem_incPKiPiE3cnt to ptr), i32 20)
  tail call void @llvm.nvvm.barrier0()
  %14 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10c_smem_incPKiPiE2mn to ptr), align 4, !tbaa !25
  %15 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10c_smem_incPKiPiE2mx to ptr), align 4, !tbaa !25
  %16 = mul nsw i32 %15, 7
  %17 = add nsw i32 %16, %14
  %18 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10c_smem_incPKiPiE3cnt to ptr), align 4, !tbaa !25
  %19 = mul nsw i32 %18, 1000
  %20 = add nsw i32 %17, %19
  %21 = getelementptr inbounds i32, ptr %1, i64 %7
  store i32 %20, ptr %21, align 4, !tbaa !25
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent nocallback nounwind }
attributes #1 = { nocallback nounwind memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20}
!llvm.module.flags = !{!21, !22, !23}
!llvm.ident = !{!24}

!0 = distinct !{null, !"kernel", i32 1}
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
!12 = distinct !{null, !"kernel", i32 1}
!13 = distinct !{null, !"kernel", i32 1}
!14 = distinct !{null, !"kernel", i32 1}
!15 = distinct !{null, !"kernel", i32 1}
!16 = distinct !{null, !"kernel", i32 1}
!17 = !{ptr @_Z10c_smem_incPKiPi, !"kernel", i32 1}
!18 = distinct !{null, !"kernel", i32 1}
!19 = distinct !{null, !"kernel", i32 1}
!20 = distinct !{null, !"kernel", i32 1}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
