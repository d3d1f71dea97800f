; ModuleID = '/tmp/a14build/cu_O3.ll'
source_filename = "a14.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #0

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z9group_sumji(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = tail call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %4 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %0, i32 %1, i32 16, i32 31)
  %5 = xor i32 %3, 16
  %6 = shl nuw i32 1, %5
  %7 = and i32 %6, %0
  %8 = icmp eq i32 %7, 0
  %9 = select i1 %8, i32 0, i32 %4
  %10 = add nsw i32 %9, %1
  %11 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %0, i32 %10, i32 8, i32 31)
  %12 = xor i32 %3, 8
  %13 = shl nuw i32 1, %12
  %14 = and i32 %13, %0
  %15 = icmp eq i32 %14, 0
  %16 = select i1 %15, i32 0, i32 %11
  %17 = add nsw i32 %16, %10
  %18 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %0, i32 %17, i32 4, i32 31)
  %19 = xor i32 %3, 4
  %20 = shl nuw i32 1, %19
  %21 = and i32 %20, %0
  %22 = icmp eq i32 %21, 0
  %23 = select i1 %22, i32 0, i32 %18
  %24 = add nsw i32 %23, %17
  %25 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %0, i32 %24, i32 2, i32 31)
  %26 = xor i32 %3, 2
  %27 = shl nuw i32 1, %26
  %28 = and i32 %27, %0
  %29 = icmp eq i32 %28, 0
  %30 = select i1 %29, i32 0, i32 %25
  %31 = add nsw i32 %30, %24
  %32 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %0, i32 %31, i32 1, i32 31)
  %33 = xor i32 %3, 1
  %34 = shl nuw i32 1, %33
  %35 = and i32 %34, %0
  %36 = icmp eq i32 %35, 0
  %37 = select i1 %36, i32 0, i32 %32
  %38 = add nsw i32 %37, %31
  ret i32 %38
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z16c_noinline_groupPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #2 {
  %3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %4 = zext nneg i32 %3 to i64
  %5 = icmp ugt i32 %3, 7
  br i1 %5, label %6, label %11

6:                                                ; preds = %2
  %7 = getelementptr inbounds i32, ptr %0, i64 %4
  %8 = load i32, ptr %7, align 4, !tbaa !15
  %9 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -256, i1 true)
  %10 = tail call noundef i32 @_Z9group_sumji(i32 noundef %9, i32 noundef %8) #4
  br label %11

11:                                               ; preds = %6, %2
  %12 = phi i32 [ %10, %6 ], [ -1, %2 ]
  %13 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %12, ptr %13, align 4, !tbaa !15
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #0

attributes #0 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"maxntidx", i32 32}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = !{ptr @_Z16c_noinline_groupPKiPi, !"kernel", i32 1}
!10 = distinct !{null, !"kernel", i32 1}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C++ TBAA"}
