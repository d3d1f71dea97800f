; ModuleID = '/tmp/a12build/cu_O1.ll'
source_filename = "a12.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #0

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z16c_ballot_partialPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !11
  %7 = icmp ult i32 %3, 16
  %8 = select i1 %7, i32 65535, i32 -65536
  %9 = icmp sgt i32 %6, 0
  %10 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %8, i1 %9)
  %11 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %10)
  %12 = shl nuw i32 1, %3
  %13 = and i32 %10, %12
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %28, label %15

15:                                               ; preds = %2
  %16 = and i32 %6, 1
  %17 = icmp ne i32 %16, 0
  %18 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %10, i1 %17)
  %19 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %18)
  %20 = mul nuw nsw i32 %19, 100
  %21 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %18, i1 true)
  %22 = icmp eq i32 %18, 0
  %23 = mul nuw nsw i32 %21, 10000
  %24 = add nuw nsw i32 %23, 10000
  %25 = select i1 %22, i32 0, i32 %24
  %26 = add nuw nsw i32 %20, %11
  %27 = add nuw nsw i32 %26, %25
  br label %28

28:                                               ; preds = %15, %2
  %29 = phi i32 [ %27, %15 ], [ %11, %2 ]
  %30 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %29, ptr %30, align 4, !tbaa !11
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.module.flags = !{!7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = !{ptr @_Z16c_ballot_partialPKiPi, !"kernel", i32 1}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
