; ModuleID = '/tmp/a14build/cu_O1.ll'
source_filename = "a14.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z12c_match_bitsPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !15
  %7 = and i32 %3, 24
  %8 = shl nuw i32 255, %7
  %9 = ashr i32 %6, 4
  %10 = tail call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 %8, i32 %9)
  %11 = icmp ult i32 %3, 16
  br i1 %11, label %12, label %18

12:                                               ; preds = %2
  %13 = tail call i32 @llvm.nvvm.redux.sync.and(i32 %6, i32 %8)
  %14 = tail call i32 @llvm.nvvm.redux.sync.or(i32 %6, i32 %8)
  %15 = xor i32 %14, %13
  %16 = tail call i32 @llvm.nvvm.redux.sync.xor(i32 %6, i32 %8)
  %17 = xor i32 %15, %16
  br label %23

18:                                               ; preds = %2
  %19 = tail call i32 @llvm.nvvm.redux.sync.min(i32 %6, i32 %8)
  %20 = mul nsw i32 %19, 100
  %21 = tail call i32 @llvm.nvvm.redux.sync.max(i32 %6, i32 %8)
  %22 = add nsw i32 %20, %21
  br label %23

23:                                               ; preds = %18, %12
  %24 = phi i32 [ %17, %12 ], [ %22, %18 ]
  %25 = extractvalue { i32, i1 } %10, 0
  %26 = extractvalue { i32, i1 } %10, 1
  %27 = zext i1 %26 to i32
  %28 = mul nsw i32 %24, 10
  %29 = icmp eq i32 %25, %8
  %30 = select i1 %29, i32 2, i32 0
  %31 = or disjoint i32 %30, %27
  %32 = add i32 %31, %28
  %33 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %32, ptr %33, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.and(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.or(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.xor(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"maxntidx", i32 32}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = !{ptr @_Z12c_match_bitsPKiPi, !"kernel", i32 1}
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
