; ModuleID = '/tmp/a13build/cu7_O3.ll'
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
  %7 = load i32, ptr %6, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  %8 = shl nuw nsw i64 %5, 32
  %9 = zext i32 %7 to i64
  %10 = or disjoint i64 %8, %9
  store i64 %10, ptr %3, align 8
  %11 = tail call %struct.Pair @_Z11argmax_stepILi32EE4PairS0_i(ptr noundef nonnull byval(%struct.Pair) align 4 %3, i32 noundef 16) #5
  %12 = extractvalue %struct.Pair %11, 0
  %13 = extractvalue %struct.Pair %11, 1
  %14 = zext i32 %13 to i64
  %15 = shl nuw i64 %14, 32
  %16 = zext i32 %12 to i64
  %17 = or disjoint i64 %15, %16
  store i64 %17, ptr %3, align 8
  %18 = tail call %struct.Pair @_Z11argmax_stepILi32EE4PairS0_i(ptr noundef nonnull byval(%struct.Pair) align 4 %3, i32 noundef 8) #5
  %19 = extractvalue %struct.Pair %18, 0
  %20 = extractvalue %struct.Pair %18, 1
  %21 = zext i32 %20 to i64
  %22 = shl nuw i64 %21, 32
  %23 = zext i32 %19 to i64
  %24 = or disjoint i64 %22, %23
  store i64 %24, ptr %3, align 8
  %25 = tail call %struct.Pair @_Z11argmax_stepILi32EE4PairS0_i(ptr noundef nonnull byval(%struct.Pair) align 4 %3, i32 noundef 4) #5
  %26 = extractvalue %struct.Pair %25, 0
  %27 = extractvalue %struct.Pair %25, 1
  %28 = zext i32 %27 to i64
  %29 = shl nuw i64 %28, 32
  %30 = zext i32 %26 to i64
  %31 = or disjoint i64 %29, %30
  store i64 %31, ptr %3, align 8
  %32 = tail call %struct.Pair @_Z11argmax_stepILi32EE4PairS0_i(ptr noundef nonnull byval(%struct.Pair) align 4 %3, i32 noundef 2) #5
  %33 = extractvalue %struct.Pair %32, 0
  %34 = extractvalue %struct.Pair %32, 1
  %35 = zext i32 %34 to i64
  %36 = shl nuw i64 %35, 32
  %37 = zext i32 %33 to i64
  %38 = or disjoint i64 %36, %37
  store i64 %38, ptr %3, align 8
  %39 = tail call %struct.Pair @_Z11argmax_stepILi32EE4PairS0_i(ptr noundef nonnull byval(%struct.Pair) align 4 %3, i32 noundef 1) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %40 = extractvalue %struct.Pair %39, 0
  %41 = extractvalue %struct.Pair %39, 1
  %42 = mul nsw i32 %40, 100
  %43 = add nsw i32 %42, %41
  %44 = getelementptr inbounds i32, ptr %1, i64 %5
  store i32 %43, ptr %44, align 4, !tbaa !15
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent mustprogress noinline nounwind
define weak_odr dso_local %struct.Pair @_Z11argmax_stepILi32EE4PairS0_i(ptr noundef byval(%struct.Pair) align 4 %0, i32 noundef %1) local_unnamed_addr #3 comdat {
  %3 = load i32, ptr %0, align 4, !tbaa !15
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
  br label %14

14:                                               ; preds = %13, %9
  %15 = phi i32 [ %7, %13 ], [ %6, %9 ]
  %16 = phi i32 [ %4, %13 ], [ %3, %9 ]
  %17 = insertvalue %struct.Pair poison, i32 %16, 0
  %18 = insertvalue %struct.Pair %17, i32 %15, 1
  ret %struct.Pair %18
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = !{ptr @_Z13c_tmpl_argmaxPKiPi, !"kernel", i32 1}
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
