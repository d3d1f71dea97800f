; ModuleID = '/tmp/a13build/cu_O1.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Pair = type { i32, i32 }

$_Z11argmax_stepILi32EE4PairS0_i = comdat any

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13c_tmpl_argmaxPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = alloca %struct.Pair, align 8
  %4 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds i32, ptr %0, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  br label %8

8:                                                ; preds = %8, %2
  %9 = phi i32 [ %7, %2 ], [ %17, %8 ]
  %10 = phi i32 [ %4, %2 ], [ %18, %8 ]
  %11 = phi i32 [ 16, %2 ], [ %19, %8 ]
  %12 = zext i32 %10 to i64
  %13 = shl nuw i64 %12, 32
  %14 = zext i32 %9 to i64
  %15 = or disjoint i64 %13, %14
  store i64 %15, ptr %3, align 8
  %16 = tail call %struct.Pair @_Z11argmax_stepILi32EE4PairS0_i(ptr noundef nonnull byval(%struct.Pair) align 4 %3, i32 noundef %11) #5
  %17 = extractvalue %struct.Pair %16, 0
  %18 = extractvalue %struct.Pair %16, 1
  %19 = lshr i32 %11, 1
  %20 = icmp ult i32 %11, 2
  br i1 %20, label %21, label %8, !llvm.loop !20

21:                                               ; preds = %8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %22 = mul nsw i32 %17, 100
  %23 = add nsw i32 %22, %18
  %24 = getelementptr inbounds i32, ptr %1, i64 %5
  store i32 %23, ptr %24, align 4, !tbaa !16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent mustprogress noinline nounwind
define weak_odr dso_local %struct.Pair @_Z11argmax_stepILi32EE4PairS0_i(ptr noundef byval(%struct.Pair) align 4 %0, i32 noundef %1) local_unnamed_addr #3 comdat {
  %3 = load i32, ptr %0, align 4, !tbaa !23
  %4 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3, i32 %1, i32 31)
  %5 = getelementptr inbounds i8, ptr %0, i64 4
  %6 = load i32, ptr %5, align 4
  %7 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6, i32 %1, i32 31)
  %8 = icmp sgt i32 %4, %3
  br i1 %8, label %13, label %9

9:                                                ; preds = %2
  %10 = icmp eq i32 %4, %3
  %11 = icmp slt i32 %7, %6
  %12 = select i1 %10, i1 %11, i1 false
  br i1 %12, label %13, label %14

13:                                               ; preds = %9, %2
  store i32 %4, ptr %0, align 4, !tbaa !23
  store i32 %7, ptr %5, align 4, !tbaa !25
  br label %14

14:                                               ; preds = %13, %9
  %15 = load i32, ptr %0, align 4, !tbaa !16
  %16 = load i32, ptr %5, align 4, !tbaa !16
  %17 = insertvalue %struct.Pair poison, i32 %15, 0
  %18 = insertvalue %struct.Pair %17, i32 %16, 1
  ret %struct.Pair %18
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!llvm.module.flags = !{!12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = !{ptr @_Z13c_tmpl_argmaxPKiPi, !"kernel", i32 1}
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
!20 = distinct !{!20, !21, !22}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = !{!24, !17, i64 0}
!24 = !{!"_ZTS4Pair", !17, i64 0, !17, i64 4}
!25 = !{!24, !17, i64 4}
