; ModuleID = '/tmp/a10build/cu_O1.ll'
source_filename = "a10.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Pair = type { i32, i32 }

@g_total = dso_local addrspace(1) externally_initialized global i32 0, align 4
@g_bins = dso_local addrspace(1) externally_initialized global [8 x i32] zeroinitializer, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local %struct.Pair @_Z9scan_pairj4Pair(i32 noundef %0, ptr nocapture noundef byval(%struct.Pair) align 4 %1) local_unnamed_addr #0 {
  %3 = load i32, ptr %1, align 4, !tbaa !10
  %4 = getelementptr inbounds i8, ptr %1, i64 4
  %5 = tail call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %6 = load i32, ptr %4, align 4
  br label %10

7:                                                ; preds = %10
  store i32 %18, ptr %4, align 4
  store i32 %20, ptr %1, align 4, !tbaa !10
  %8 = insertvalue %struct.Pair poison, i32 %20, 0
  %9 = insertvalue %struct.Pair %8, i32 %18, 1
  ret %struct.Pair %9

10:                                               ; preds = %10, %2
  %11 = phi i32 [ %6, %2 ], [ %18, %10 ]
  %12 = phi i32 [ 1, %2 ], [ %21, %10 ]
  %13 = phi i32 [ %3, %2 ], [ %20, %10 ]
  %14 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %0, i32 %13, i32 %12, i32 0)
  %15 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %0, i32 %11, i32 %12, i32 0)
  %16 = icmp ult i32 %5, %12
  %17 = tail call i32 @llvm.smax.i32(i32 %15, i32 %11)
  %18 = select i1 %16, i32 %11, i32 %17
  %19 = select i1 %16, i32 0, i32 %14
  %20 = add nsw i32 %13, %19
  %21 = shl i32 %12, 1
  %22 = icmp slt i32 %21, 32
  br i1 %22, label %10, label %7, !llvm.loop !15
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z11c_pair_scanPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = alloca %struct.Pair, align 4
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds i32, ptr %0, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !18
  %8 = xor i32 %7, 5
  %9 = load i32, ptr %0, align 4, !tbaa !18
  %10 = icmp sgt i32 %9, 2
  br i1 %10, label %11, label %16

11:                                               ; preds = %2
  store i32 %7, ptr %3, align 4, !tbaa !18
  %12 = getelementptr inbounds i8, ptr %3, i64 4
  store i32 %8, ptr %12, align 4, !tbaa !18
  %13 = tail call %struct.Pair @_Z9scan_pairj4Pair(i32 noundef -1, ptr noundef nonnull byval(%struct.Pair) align 4 %3) #4
  %14 = extractvalue %struct.Pair %13, 0
  %15 = extractvalue %struct.Pair %13, 1
  br label %16

16:                                               ; preds = %11, %2
  %17 = phi i32 [ %14, %11 ], [ %7, %2 ]
  %18 = phi i32 [ %15, %11 ], [ %8, %2 ]
  %19 = shl nuw nsw i32 %4, 1
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %1, i64 %20
  store i32 %17, ptr %21, align 4, !tbaa !18
  %22 = or disjoint i32 %19, 1
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %1, i64 %23
  store i32 %18, ptr %24, align 4, !tbaa !18
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = !{ptr @_Z11c_pair_scanPKiPi, !"kernel", i32 1}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!11, !12, i64 0}
!11 = !{!"_ZTS4Pair", !12, i64 0, !12, i64 4}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = !{!12, !12, i64 0}
