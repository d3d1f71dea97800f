; ModuleID = '/tmp/a14build/cu_O1.ll'
source_filename = "a14.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13c_ticket_scanPKiPiE5count = external hidden addrspace(3) global [4 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13c_ticket_scanPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = icmp ult i32 %3, 4
  br i1 %4, label %5, label %8

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64
  %7 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13c_ticket_scanPKiPiE5count to ptr), i64 0, i64 %6
  store i32 0, ptr %7, align 4, !tbaa !15
  br label %8

8:                                                ; preds = %5, %2
  tail call void @llvm.nvvm.barrier0()
  %9 = zext nneg i32 %3 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !15
  %12 = and i32 %11, 3
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13c_ticket_scanPKiPiE5count to ptr), i64 0, i64 %13
  %15 = atomicrmw add ptr %14, i32 1 monotonic, align 4
  tail call void @llvm.nvvm.barrier0()
  %16 = load i32, ptr %14, align 4, !tbaa !15
  %17 = and i32 %3, 7
  br label %26

18:                                               ; preds = %26
  %19 = mul nsw i32 %32, 1000
  %20 = mul nsw i32 %16, 10
  %21 = add nsw i32 %19, %20
  %22 = icmp slt i32 %15, %16
  %23 = zext i1 %22 to i32
  %24 = or disjoint i32 %21, %23
  %25 = getelementptr inbounds i32, ptr %1, i64 %9
  store i32 %24, ptr %25, align 4, !tbaa !15
  ret void

26:                                               ; preds = %26, %8
  %27 = phi i32 [ %11, %8 ], [ %32, %26 ]
  %28 = phi i32 [ 1, %8 ], [ %33, %26 ]
  %29 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %27, i32 %28, i32 6144)
  %30 = icmp ult i32 %17, %28
  %31 = select i1 %30, i32 0, i32 %29
  %32 = add nsw i32 %31, %27
  %33 = shl i32 %28, 1
  %34 = icmp slt i32 %33, 8
  br i1 %34, label %26, label %18, !llvm.loop !19
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !{null, !"kernel", i32 1}
!1 = !{ptr @_Z13c_ticket_scanPKiPi, !"kernel", i32 1}
!2 = !{ptr @_Z13c_ticket_scanPKiPi, !"maxntidx", i32 32}
!3 = distinct !{null, !"kernel", i32 1}
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
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
