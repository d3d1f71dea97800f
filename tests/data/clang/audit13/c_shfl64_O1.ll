; ModuleID = '/tmp/a13build/cu_O1.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z8c_shfl64PKxPKdPxPd(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds i64, ptr %0, i64 %6
  %8 = load i64, ptr %7, align 8, !tbaa !16
  br label %12

9:                                                ; preds = %12
  %10 = getelementptr inbounds double, ptr %1, i64 %6
  %11 = load double, ptr %10, align 8, !tbaa !20
  br label %32

12:                                               ; preds = %12, %4
  %13 = phi i32 [ 16, %4 ], [ %25, %12 ]
  %14 = phi i64 [ %8, %4 ], [ %24, %12 ]
  %15 = trunc i64 %14 to i32
  %16 = lshr i64 %14, 32
  %17 = trunc nuw i64 %16 to i32
  %18 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %15, i32 %13, i32 31)
  %19 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %17, i32 %13, i32 31)
  %20 = zext i32 %19 to i64
  %21 = shl nuw i64 %20, 32
  %22 = zext i32 %18 to i64
  %23 = add i64 %14, %22
  %24 = add i64 %23, %21
  %25 = lshr i32 %13, 1
  %26 = icmp ult i32 %13, 2
  br i1 %26, label %9, label %12, !llvm.loop !22

27:                                               ; preds = %32
  %28 = getelementptr inbounds i64, ptr %2, i64 %6
  store i64 %24, ptr %28, align 8, !tbaa !16
  %29 = icmp eq i32 %5, 0
  %30 = select contract i1 %29, double %46, double -1.000000e+00
  %31 = getelementptr inbounds double, ptr %3, i64 %6
  store double %30, ptr %31, align 8, !tbaa !20
  ret void

32:                                               ; preds = %32, %9
  %33 = phi i32 [ 16, %9 ], [ %47, %32 ]
  %34 = phi double [ %11, %9 ], [ %46, %32 ]
  %35 = bitcast double %34 to i64
  %36 = trunc i64 %35 to i32
  %37 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %36, i32 %33, i32 31)
  %38 = lshr i64 %35, 32
  %39 = trunc nuw i64 %38 to i32
  %40 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %39, i32 %33, i32 31)
  %41 = zext i32 %40 to i64
  %42 = shl nuw i64 %41, 32
  %43 = zext i32 %37 to i64
  %44 = or disjoint i64 %42, %43
  %45 = bitcast i64 %44 to double
  %46 = fadd contract double %34, %45
  %47 = lshr i32 %33, 1
  %48 = icmp ult i32 %33, 2
  br i1 %48, label %27, label %32, !llvm.loop !25
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!llvm.module.flags = !{!12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = !{ptr @_Z8c_shfl64PKxPKdPxPd, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
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
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !18, i64 0}
!18 = !{!"omnipotent char", !19, i64 0}
!19 = !{!"Simple C++ TBAA"}
!20 = !{!21, !21, i64 0}
!21 = !{!"double", !18, i64 0}
!22 = distinct !{!22, !23, !24}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !23, !24}
