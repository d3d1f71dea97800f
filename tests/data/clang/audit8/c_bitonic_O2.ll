; ModuleID = '/tmp/a8_cu_O2.ll'
source_filename = "a8.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z9c_bitonicPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %5 = zext nneg i32 %3 to i64
  %6 = getelementptr inbounds i32, ptr %0, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !14
  %8 = and i32 %4, 2
  %9 = icmp ne i32 %8, 0
  %10 = and i32 %4, 1
  %11 = icmp eq i32 %10, 0
  %12 = xor i1 %9, %11
  %13 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %7, i32 1, i32 31)
  %14 = tail call i32 @llvm.smin.i32(i32 %7, i32 %13)
  %15 = tail call i32 @llvm.smax.i32(i32 %7, i32 %13)
  %16 = select i1 %12, i32 %14, i32 %15
  %17 = and i32 %4, 4
  %18 = icmp ne i32 %17, 0
  %19 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %16, i32 2, i32 31)
  %20 = and i32 %4, 2
  %21 = icmp eq i32 %20, 0
  %22 = tail call i32 @llvm.smin.i32(i32 %16, i32 %19)
  %23 = tail call i32 @llvm.smax.i32(i32 %16, i32 %19)
  %24 = xor i1 %18, %21
  %25 = select i1 %24, i32 %22, i32 %23
  %26 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %25, i32 1, i32 31)
  %27 = and i32 %4, 1
  %28 = icmp eq i32 %27, 0
  %29 = tail call i32 @llvm.smin.i32(i32 %25, i32 %26)
  %30 = tail call i32 @llvm.smax.i32(i32 %25, i32 %26)
  %31 = xor i1 %18, %28
  %32 = select i1 %31, i32 %29, i32 %30
  %33 = and i32 %4, 8
  %34 = icmp ne i32 %33, 0
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %32, i32 4, i32 31)
  %36 = and i32 %4, 4
  %37 = icmp eq i32 %36, 0
  %38 = tail call i32 @llvm.smin.i32(i32 %32, i32 %35)
  %39 = tail call i32 @llvm.smax.i32(i32 %32, i32 %35)
  %40 = xor i1 %34, %37
  %41 = select i1 %40, i32 %38, i32 %39
  %42 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %41, i32 2, i32 31)
  %43 = and i32 %4, 2
  %44 = icmp eq i32 %43, 0
  %45 = tail call i32 @llvm.smin.i32(i32 %41, i32 %42)
  %46 = tail call i32 @llvm.smax.i32(i32 %41, i32 %42)
  %47 = xor i1 %34, %44
  %48 = select i1 %47, i32 %45, i32 %46
  %49 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %48, i32 1, i32 31)
  %50 = and i32 %4, 1
  %51 = icmp eq i32 %50, 0
  %52 = tail call i32 @llvm.smin.i32(i32 %48, i32 %49)
  %53 = tail call i32 @llvm.smax.i32(i32 %48, i32 %49)
  %54 = xor i1 %34, %51
  %55 = select i1 %54, i32 %52, i32 %53
  %56 = icmp ugt i32 %4, 15
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %55, i32 8, i32 31)
  %58 = and i32 %4, 8
  %59 = icmp eq i32 %58, 0
  %60 = tail call i32 @llvm.smin.i32(i32 %55, i32 %57)
  %61 = tail call i32 @llvm.smax.i32(i32 %55, i32 %57)
  %62 = xor i1 %56, %59
  %63 = select i1 %62, i32 %60, i32 %61
  %64 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %63, i32 4, i32 31)
  %65 = and i32 %4, 4
  %66 = icmp eq i32 %65, 0
  %67 = tail call i32 @llvm.smin.i32(i32 %63, i32 %64)
  %68 = tail call i32 @llvm.smax.i32(i32 %63, i32 %64)
  %69 = xor i1 %56, %66
  %70 = select i1 %69, i32 %67, i32 %68
  %71 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %70, i32 2, i32 31)
  %72 = and i32 %4, 2
  %73 = icmp eq i32 %72, 0
  %74 = tail call i32 @llvm.smin.i32(i32 %70, i32 %71)
  %75 = tail call i32 @llvm.smax.i32(i32 %70, i32 %71)
  %76 = xor i1 %56, %73
  %77 = select i1 %76, i32 %74, i32 %75
  %78 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %77, i32 1, i32 31)
  %79 = and i32 %4, 1
  %80 = icmp eq i32 %79, 0
  %81 = tail call i32 @llvm.smin.i32(i32 %77, i32 %78)
  %82 = tail call i32 @llvm.smax.i32(i32 %77, i32 %78)
  %83 = xor i1 %56, %80
  %84 = select i1 %83, i32 %81, i32 %82
  %85 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %84, i32 16, i32 31)
  %86 = icmp ult i32 %4, 16
  %87 = tail call i32 @llvm.smin.i32(i32 %84, i32 %85)
  %88 = tail call i32 @llvm.smax.i32(i32 %84, i32 %85)
  %89 = select i1 %86, i32 %87, i32 %88
  %90 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %89, i32 8, i32 31)
  %91 = and i32 %4, 8
  %92 = icmp eq i32 %91, 0
  %93 = tail call i32 @llvm.smin.i32(i32 %89, i32 %90)
  %94 = tail call i32 @llvm.smax.i32(i32 %89, i32 %90)
  %95 = select i1 %92, i32 %93, i32 %94
  %96 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %95, i32 4, i32 31)
  %97 = and i32 %4, 4
  %98 = icmp eq i32 %97, 0
  %99 = tail call i32 @llvm.smin.i32(i32 %95, i32 %96)
  %100 = tail call i32 @llvm.smax.i32(i32 %95, i32 %96)
  %101 = select i1 %98, i32 %99, i32 %100
  %102 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %101, i32 2, i32 31)
  %103 = and i32 %4, 2
  %104 = icmp eq i32 %103, 0
  %105 = tail call i32 @llvm.smin.i32(i32 %101, i32 %102)
  %106 = tail call i32 @llvm.smax.i32(i32 %101, i32 %102)
  %107 = select i1 %104, i32 %105, i32 %106
  %108 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %107, i32 1, i32 31)
  %109 = and i32 %4, 1
  %110 = icmp eq i32 %109, 0
  %111 = tail call i32 @llvm.smin.i32(i32 %107, i32 %108)
  %112 = tail call i32 @llvm.smax.i32(i32 %107, i32 %108)
  %113 = select i1 %110, i32 %111, i32 %112
  %114 = getelementptr inbounds i32, ptr %1, i64 %5
  store i32 %113, ptr %114, align 4, !tbaa !14
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9}
!llvm.module.flags = !{!10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = !{ptr @_Z9c_bitonicPKiPi, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C++ TBAA"}
