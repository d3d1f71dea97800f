; ModuleID = '/tmp/a14build/cu_O3.ll'
source_filename = "a14.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13c_ticket_scanPKiPiE5count = external hidden addrspace(3) global [4 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13c_ticket_scanPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = icmp ult i32 %3, 4
  %5 = zext nneg i32 %3 to i64
  br i1 %4, label %6, label %8

6:                                                ; preds = %2
  %7 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13c_ticket_scanPKiPiE5count to ptr), i64 0, i64 %5
  store i32 0, ptr %7, align 4, !tbaa !15
  br label %8

8:                                                ; preds = %6, %2
  tail call void @llvm.nvvm.barrier0()
  %9 = getelementptr inbounds i32, ptr %0, i64 %5
  %10 = load i32, ptr %9, align 4, !tbaa !15
  %11 = and i32 %10, 3
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13c_ticket_scanPKiPiE5count to ptr), i64 0, i64 %12
  %14 = atomicrmw add ptr %13, i32 1 monotonic, align 4
  tail call void @llvm.nvvm.barrier0()
  %15 = load i32, ptr %13, align 4, !tbaa !15
  %16 = and i32 %3, 7
  %17 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %10, i32 1, i32 6144)
  %18 = icmp eq i32 %16, 0
  %19 = select i1 %18, i32 0, i32 %17
  %20 = add nsw i32 %19, %10
  %21 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %20, i32 2, i32 6144)
  %22 = icmp ult i32 %16, 2
  %23 = select i1 %22, i32 0, i32 %21
  %24 = add nsw i32 %23, %20
  %25 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %24, i32 4, i32 6144)
  %26 = icmp ult i32 %16, 4
  %27 = select i1 %26, i32 0, i32 %25
  %28 = add nsw i32 %27, %24
  %29 = mul nsw i32 %28, 1000
  %30 = mul nsw i32 %15, 10
  %31 = add nsw i32 %29, %30
  %32 = icmp slt i32 %14, %15
  %33 = zext i1 %32 to i32
  %34 = or disjoint i32 %31, %33
  %35 = getelementptr inbounds i32, ptr %1, i64 %5
  store i32 %34, ptr %35, align 4, !tbaa !15
  ret void
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
