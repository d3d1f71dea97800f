; ModuleID = '/tmp/a14build/cu_O3.ll'
source_filename = "a14.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8c_radix2PKjPjE1s = external hidden unnamed_addr addrspace(3) global [32 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8c_radix2PKjPj(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !15
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %8 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8c_radix2PKjPjE1s to ptr), i64 0, i64 %4
  %9 = and i32 %6, 1
  %10 = icmp eq i32 %9, 0
  %11 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %10)
  %12 = or i32 %11, %7
  %13 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %12)
  %14 = and i32 %11, %7
  %15 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %14)
  %16 = select i1 %10, i32 %15, i32 %13
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8c_radix2PKjPjE1s to ptr), i64 0, i64 %17
  store i32 %6, ptr %18, align 4, !tbaa !15
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %19 = load i32, ptr %8, align 4, !tbaa !15
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %20 = and i32 %19, 2
  %21 = icmp eq i32 %20, 0
  %22 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %21)
  %23 = or i32 %22, %7
  %24 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %23)
  %25 = and i32 %22, %7
  %26 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %25)
  %27 = select i1 %21, i32 %26, i32 %24
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8c_radix2PKjPjE1s to ptr), i64 0, i64 %28
  store i32 %19, ptr %29, align 4, !tbaa !15
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %30 = load i32, ptr %8, align 4, !tbaa !15
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %31 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %30, ptr %31, align 4, !tbaa !15
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}
!llvm.ident = !{!14}

!0 = !{ptr @_Z8c_radix2PKjPj, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"maxntidx", i32 32}
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
