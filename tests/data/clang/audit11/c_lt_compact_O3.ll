; ModuleID = '/tmp/a11build/cu_O3.ll'
source_filename = "a11.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g_count = dso_local addrspace(1) externally_initialized global i32 0, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12c_lt_compactPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !12
  %7 = and i32 %6, 1
  %8 = icmp ne i32 %7, 0
  %9 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %8)
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %11 = and i32 %9, %10
  %12 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %11)
  %13 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %9, i1 true)
  %14 = icmp ne i32 %9, 0
  %15 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %16 = icmp eq i32 %13, %15
  %17 = select i1 %14, i1 %16, i1 false
  br i1 %17, label %18, label %21

18:                                               ; preds = %2
  %19 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %9)
  %20 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @g_count to ptr), i32 %19 seq_cst, align 4
  br label %21

21:                                               ; preds = %18, %2
  %22 = phi i32 [ %20, %18 ], [ 0, %2 ]
  %23 = select i1 %14, i32 %13, i32 0
  %24 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %22, i32 %23, i32 31)
  br i1 %8, label %25, label %29

25:                                               ; preds = %21
  %26 = add i32 %24, %12
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %1, i64 %27
  store i32 %6, ptr %28, align 4, !tbaa !12
  br label %29

29:                                               ; preds = %25, %21
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.module.flags = !{!8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = !{ptr @_Z12c_lt_compactPKiPi, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
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
