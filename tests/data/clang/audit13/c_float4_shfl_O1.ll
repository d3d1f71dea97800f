; ModuleID = '/tmp/a13build/cu_O1.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.F4 = type { float, float, float, float }

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z13c_float4_shflPK2F4PS_(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds %struct.F4, ptr %0, i64 %4
  %6 = load float, ptr %5, align 4, !tbaa !16
  %7 = getelementptr inbounds i8, ptr %5, i64 4
  %8 = load float, ptr %7, align 4, !tbaa !16
  %9 = getelementptr inbounds i8, ptr %5, i64 8
  %10 = load float, ptr %9, align 4, !tbaa !16
  %11 = getelementptr inbounds i8, ptr %5, i64 12
  %12 = load float, ptr %11, align 4, !tbaa !16
  %13 = add nuw nsw i32 %3, 1
  %14 = and i32 %13, 31
  %15 = tail call contract float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %6, i32 %14, i32 31)
  %16 = tail call contract float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %8, i32 %14, i32 31)
  %17 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %10, i32 1, i32 31)
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %12, i32 2, i32 31)
  %19 = fadd contract float %12, %18
  %20 = getelementptr inbounds %struct.F4, ptr %1, i64 %4
  store float %15, ptr %20, align 4, !tbaa !16
  %21 = getelementptr inbounds i8, ptr %20, i64 4
  store float %16, ptr %21, align 4, !tbaa !16
  %22 = getelementptr inbounds i8, ptr %20, i64 8
  store float %17, ptr %22, align 4, !tbaa !16
  %23 = getelementptr inbounds i8, ptr %20, i64 12
  store float %19, ptr %23, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #1

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!8 = distinct !{null, !"kernel", i32 1}
!9 = !{ptr @_Z13c_float4_shflPK2F4PS_, !"kernel", i32 1}
!10 = distinct !{null, !"kernel", i32 1}
!11 = distinct !{null, !"kernel", i32 1}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !18, i64 0}
!18 = !{!"omnipotent char", !19, i64 0}
!19 = !{!"Simple C++ TBAA"}
