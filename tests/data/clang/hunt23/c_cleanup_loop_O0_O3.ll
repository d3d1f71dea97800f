; ModuleID = '/tmp/h23ll/c_cleanup_loop_O0.ll'
source_filename = "h23.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.guard = type { ptr }

$_ZN5guardD1Ev = comdat any

$_ZN5guardD2Ev = comdat any

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define hidden noundef range(i32 0, 32) i32 @_ZL6laneidv() local_unnamed_addr #0 {
  %1 = tail call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z14c_cleanup_loopPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.guard, align 8
  %5 = tail call noundef i32 @_ZL6laneidv() #6
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr %0, i64 %6
  %8 = load i32, ptr %7, align 4
  %9 = and i32 %8, 7
  store i32 0, ptr %3, align 4
  store ptr %3, ptr %4, align 8
  %10 = icmp eq i32 %9, 0
  call void @_ZN5guardD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #6
  br i1 %10, label %24, label %11

11:                                               ; preds = %2
  store ptr %3, ptr %4, align 8
  %12 = icmp eq i32 %9, 1
  call void @_ZN5guardD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #6
  br i1 %12, label %24, label %13

13:                                               ; preds = %11
  store ptr %3, ptr %4, align 8
  %14 = icmp eq i32 %9, 2
  call void @_ZN5guardD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #6
  br i1 %14, label %24, label %15

15:                                               ; preds = %13
  store ptr %3, ptr %4, align 8
  %16 = icmp eq i32 %9, 3
  call void @_ZN5guardD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #6
  br i1 %16, label %24, label %17

17:                                               ; preds = %15
  store ptr %3, ptr %4, align 8
  %18 = icmp eq i32 %9, 4
  %spec.select15.4 = select i1 %18, i32 2, i32 6
  call void @_ZN5guardD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #6
  br i1 %18, label %24, label %19

19:                                               ; preds = %17
  store ptr %3, ptr %4, align 8
  %20 = icmp eq i32 %9, 5
  call void @_ZN5guardD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #6
  br i1 %20, label %24, label %21

21:                                               ; preds = %19
  store ptr %3, ptr %4, align 8
  %22 = icmp eq i32 %9, 6
  %spec.select.6 = select i1 %22, i32 0, i32 6
  %spec.select15.6 = add nuw nsw i32 %spec.select.6, %spec.select15.4
  call void @_ZN5guardD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #6
  br i1 %22, label %24, label %23

23:                                               ; preds = %21
  store ptr %3, ptr %4, align 8
  call void @_ZN5guardD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #6
  br label %24

24:                                               ; preds = %23, %21, %19, %17, %15, %13, %11, %2
  %spec.select15.lcssa = phi i32 [ 0, %2 ], [ 0, %11 ], [ 0, %13 ], [ 2, %15 ], [ %spec.select15.4, %17 ], [ %spec.select15.4, %19 ], [ %spec.select15.6, %21 ], [ %spec.select15.6, %23 ]
  %25 = shl nuw nsw i32 %spec.select15.lcssa, 4
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %25, %26
  %28 = call noundef i32 @_ZL8shfl_xorjii(i32 noundef -1, i32 noundef %27, i32 noundef 1) #7
  %29 = getelementptr inbounds i32, ptr %1, i64 %6
  store i32 %28, ptr %29, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind
define weak_odr dso_local void @_ZN5guardD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  tail call void @_ZN5guardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define hidden noundef i32 @_ZL8shfl_xorjii(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %0, i32 %1, i32 %2, i32 31)
  ret i32 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #4

; Function Attrs: mustprogress noinline nounwind
define weak_odr dso_local void @_ZN5guardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = load ptr, ptr %0, align 8
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr %2, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!llvm.module.flags = !{!12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = !{ptr @_Z14c_cleanup_loopPKiPi, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = distinct !{null, !"kernel", i32 1}
!11 = distinct !{null, !"kernel", i32 1}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
