; ModuleID = '/tmp/a13build/cu_O3.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z8c_shfl64PKxPKdPxPd(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds i64, ptr %0, i64 %6
  %8 = load i64, ptr %7, align 8, !tbaa !16
  %9 = trunc i64 %8 to i32
  %10 = lshr i64 %8, 32
  %11 = trunc nuw i64 %10 to i32
  %12 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %9, i32 16, i32 31)
  %13 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 16, i32 31)
  %14 = zext i32 %13 to i64
  %15 = shl nuw i64 %14, 32
  %16 = zext i32 %12 to i64
  %17 = add i64 %8, %16
  %18 = add i64 %17, %15
  %19 = trunc i64 %17 to i32
  %20 = lshr i64 %18, 32
  %21 = trunc nuw i64 %20 to i32
  %22 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %19, i32 8, i32 31)
  %23 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %21, i32 8, i32 31)
  %24 = zext i32 %23 to i64
  %25 = shl nuw i64 %24, 32
  %26 = zext i32 %22 to i64
  %27 = add i64 %18, %26
  %28 = add i64 %27, %25
  %29 = trunc i64 %27 to i32
  %30 = lshr i64 %28, 32
  %31 = trunc nuw i64 %30 to i32
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %29, i32 4, i32 31)
  %33 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %31, i32 4, i32 31)
  %34 = zext i32 %33 to i64
  %35 = shl nuw i64 %34, 32
  %36 = zext i32 %32 to i64
  %37 = add i64 %28, %36
  %38 = add i64 %37, %35
  %39 = trunc i64 %37 to i32
  %40 = lshr i64 %38, 32
  %41 = trunc nuw i64 %40 to i32
  %42 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %39, i32 2, i32 31)
  %43 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %41, i32 2, i32 31)
  %44 = zext i32 %43 to i64
  %45 = shl nuw i64 %44, 32
  %46 = zext i32 %42 to i64
  %47 = add i64 %38, %46
  %48 = add i64 %47, %45
  %49 = trunc i64 %47 to i32
  %50 = lshr i64 %48, 32
  %51 = trunc nuw i64 %50 to i32
  %52 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %49, i32 1, i32 31)
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %51, i32 1, i32 31)
  %54 = zext i32 %53 to i64
  %55 = zext i32 %52 to i64
  %56 = add i64 %48, %55
  %57 = getelementptr inbounds double, ptr %1, i64 %6
  %58 = load double, ptr %57, align 8, !tbaa !20
  %59 = bitcast double %58 to i64
  %60 = trunc i64 %59 to i32
  %61 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %60, i32 16, i32 31)
  %62 = lshr i64 %59, 32
  %63 = trunc nuw i64 %62 to i32
  %64 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %63, i32 16, i32 31)
  %65 = zext i32 %64 to i64
  %66 = shl nuw i64 %65, 32
  %67 = zext i32 %61 to i64
  %68 = or disjoint i64 %66, %67
  %69 = bitcast i64 %68 to double
  %70 = fadd contract double %58, %69
  %71 = bitcast double %70 to i64
  %72 = trunc i64 %71 to i32
  %73 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %72, i32 8, i32 31)
  %74 = lshr i64 %71, 32
  %75 = trunc nuw i64 %74 to i32
  %76 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %75, i32 8, i32 31)
  %77 = zext i32 %76 to i64
  %78 = shl nuw i64 %77, 32
  %79 = zext i32 %73 to i64
  %80 = or disjoint i64 %78, %79
  %81 = bitcast i64 %80 to double
  %82 = fadd contract double %70, %81
  %83 = bitcast double %82 to i64
  %84 = trunc i64 %83 to i32
  %85 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %84, i32 4, i32 31)
  %86 = lshr i64 %83, 32
  %87 = trunc nuw i64 %86 to i32
  %88 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %87, i32 4, i32 31)
  %89 = zext i32 %88 to i64
  %90 = shl nuw i64 %89, 32
  %91 = zext i32 %85 to i64
  %92 = or disjoint i64 %90, %91
  %93 = bitcast i64 %92 to double
  %94 = fadd contract double %82, %93
  %95 = bitcast double %94 to i64
  %96 = trunc i64 %95 to i32
  %97 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %96, i32 2, i32 31)
  %98 = lshr i64 %95, 32
  %99 = trunc nuw i64 %98 to i32
  %100 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %99, i32 2, i32 31)
  %101 = zext i32 %100 to i64
  %102 = shl nuw i64 %101, 32
  %103 = zext i32 %97 to i64
  %104 = or disjoint i64 %102, %103
  %105 = bitcast i64 %104 to double
  %106 = fadd contract double %94, %105
  %107 = bitcast double %106 to i64
  %108 = trunc i64 %107 to i32
  %109 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %108, i32 1, i32 31)
  %110 = lshr i64 %107, 32
  %111 = trunc nuw i64 %110 to i32
  %112 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %111, i32 1, i32 31)
  %113 = zext i32 %112 to i64
  %114 = shl nuw i64 %113, 32
  %115 = zext i32 %109 to i64
  %116 = or disjoint i64 %114, %115
  %117 = bitcast i64 %116 to double
  %118 = fadd contract double %106, %117
  %119 = shl nuw i64 %54, 32
  %120 = add i64 %56, %119
  %121 = getelementptr inbounds i64, ptr %2, i64 %6
  store i64 %120, ptr %121, align 8, !tbaa !16
  %122 = icmp eq i32 %5, 0
  %123 = select contract i1 %122, double %118, double -1.000000e+00
  %124 = getelementptr inbounds double, ptr %3, i64 %6
  store double %123, ptr %124, align 8, !tbaa !20
  ret void
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
