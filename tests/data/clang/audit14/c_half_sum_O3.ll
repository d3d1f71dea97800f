; ModuleID = '/tmp/a14build/cu_O3.ll'
source_filename = "a14.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z10c_half_sumPKtPt(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i16, ptr %0, i64 %4
  %6 = load half, ptr %5, align 2, !tbaa !15
  %7 = bitcast half %6 to i16
  %8 = zext i16 %7 to i32
  %9 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %8, i32 16, i32 31)
  %10 = trunc i32 %9 to i16
  %11 = bitcast i16 %10 to half
  %12 = fadd contract half %6, %11
  %13 = bitcast half %12 to i16
  %14 = zext i16 %13 to i32
  %15 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %14, i32 8, i32 31)
  %16 = trunc i32 %15 to i16
  %17 = bitcast i16 %16 to half
  %18 = fadd contract half %12, %17
  %19 = bitcast half %18 to i16
  %20 = zext i16 %19 to i32
  %21 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %20, i32 4, i32 31)
  %22 = trunc i32 %21 to i16
  %23 = bitcast i16 %22 to half
  %24 = fadd contract half %18, %23
  %25 = bitcast half %24 to i16
  %26 = zext i16 %25 to i32
  %27 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %26, i32 2, i32 31)
  %28 = trunc i32 %27 to i16
  %29 = bitcast i16 %28 to half
  %30 = fadd contract half %24, %29
  %31 = bitcast half %30 to i16
  %32 = zext i16 %31 to i32
  %33 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %32, i32 1, i32 31)
  %34 = trunc i32 %33 to i16
  %35 = bitcast i16 %34 to half
  %36 = fadd contract half %30, %35
  %37 = getelementptr inbounds i16, ptr %1, i64 %4
  store half %36, ptr %37, align 2, !tbaa !18
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

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
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = !{ptr @_Z10c_half_sumPKtPt, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = distinct !{null, !"kernel", i32 1}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = !{!16, !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C++ TBAA"}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !16, i64 0}
