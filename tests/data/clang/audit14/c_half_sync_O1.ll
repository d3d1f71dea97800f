; ModuleID = '/tmp/a14build/cu_O1.ll'
source_filename = "a14.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11c_half_syncPKiPiE1s = external hidden unnamed_addr addrspace(3) global [16 x i32], align 4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #0

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11c_half_syncPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !15
  %7 = icmp ult i32 %3, 16
  br i1 %7, label %8, label %17

8:                                                ; preds = %2
  %9 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_half_syncPKiPiE1s to ptr), i64 0, i64 %4
  store i32 %6, ptr %9, align 4, !tbaa !15
  tail call void @llvm.nvvm.bar.warp.sync(i32 65535)
  %10 = sub nuw nsw i32 15, %3
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_half_syncPKiPiE1s to ptr), i64 0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !15
  %14 = add nsw i32 %13, %6
  %15 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 65535, i32 %14, i32 1, i32 4127)
  %16 = add nsw i32 %14, %15
  br label %22

17:                                               ; preds = %2
  %18 = and i32 %6, 1
  %19 = icmp ne i32 %18, 0
  %20 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -65536, i1 %19)
  %21 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %20)
  br label %22

22:                                               ; preds = %17, %8
  %23 = phi i32 [ %16, %8 ], [ %21, %17 ]
  %24 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %23, ptr %24, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"maxntidx", i32 32}
!3 = !{ptr @_Z11c_half_syncPKiPi, !"kernel", i32 1}
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
