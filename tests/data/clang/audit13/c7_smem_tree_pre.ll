; ModuleID = '/tmp/a13build/cu7_pre.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11c_smem_treePKiPiE1s = external hidden addrspace(3) global [64 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11c_smem_treePKiPi(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !15
  store ptr %1, ptr %4, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #6
  %9 = call noundef i32 @_ZL4tidxv() #7
  store i32 %9, ptr %5, align 4, !tbaa !19
  %10 = load ptr, ptr %3, align 8, !tbaa !15
  %11 = load i32, ptr %5, align 4, !tbaa !19
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %10, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !19
  %15 = load ptr, ptr %3, align 8, !tbaa !15
  %16 = load i32, ptr %5, align 4, !tbaa !19
  %17 = add i32 %16, 32
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %15, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !19
  %21 = add nsw i32 %14, %20
  %22 = load i32, ptr %5, align 4, !tbaa !19
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_treePKiPiE1s to ptr), i64 0, i64 %23
  store i32 %21, ptr %24, align 4, !tbaa !19
  call void @llvm.nvvm.barrier0()
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #6
  store i32 16, ptr %6, align 4, !tbaa !19
  br label %25

25:                                               ; preds = %46, %2
  %26 = load i32, ptr %6, align 4, !tbaa !19
  %27 = icmp uge i32 %26, 8
  br i1 %27, label %29, label %28

28:                                               ; preds = %25
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #6
  br label %49

29:                                               ; preds = %25
  %30 = load i32, ptr %5, align 4, !tbaa !19
  %31 = load i32, ptr %6, align 4, !tbaa !19
  %32 = icmp ult i32 %30, %31
  br i1 %32, label %33, label %45

33:                                               ; preds = %29
  %34 = load i32, ptr %5, align 4, !tbaa !19
  %35 = load i32, ptr %6, align 4, !tbaa !19
  %36 = add i32 %34, %35
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_treePKiPiE1s to ptr), i64 0, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !19
  %40 = load i32, ptr %5, align 4, !tbaa !19
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_treePKiPiE1s to ptr), i64 0, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !19
  %44 = add nsw i32 %43, %39
  store i32 %44, ptr %42, align 4, !tbaa !19
  br label %45

45:                                               ; preds = %33, %29
  call void @llvm.nvvm.barrier0()
  br label %46

46:                                               ; preds = %45
  %47 = load i32, ptr %6, align 4, !tbaa !19
  %48 = lshr i32 %47, 1
  store i32 %48, ptr %6, align 4, !tbaa !19
  br label %25, !llvm.loop !21

49:                                               ; preds = %28
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #6
  %50 = load i32, ptr %5, align 4, !tbaa !19
  %51 = icmp ult i32 %50, 8
  br i1 %51, label %52, label %57

52:                                               ; preds = %49
  %53 = load i32, ptr %5, align 4, !tbaa !19
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_treePKiPiE1s to ptr), i64 0, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !19
  br label %58

57:                                               ; preds = %49
  br label %58

58:                                               ; preds = %57, %52
  %59 = phi i32 [ %56, %52 ], [ 0, %57 ]
  store i32 %59, ptr %7, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #6
  store i32 4, ptr %8, align 4, !tbaa !19
  br label %60

60:                                               ; preds = %70, %58
  %61 = load i32, ptr %8, align 4, !tbaa !19
  %62 = icmp sgt i32 %61, 0
  br i1 %62, label %64, label %63

63:                                               ; preds = %60
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #6
  br label %73

64:                                               ; preds = %60
  %65 = load i32, ptr %7, align 4, !tbaa !19
  %66 = load i32, ptr %8, align 4, !tbaa !19
  %67 = call noundef i32 @_ZL9shfl_downjii(i32 noundef -1, i32 noundef %65, i32 noundef %66) #7
  %68 = load i32, ptr %7, align 4, !tbaa !19
  %69 = add nsw i32 %68, %67
  store i32 %69, ptr %7, align 4, !tbaa !19
  br label %70

70:                                               ; preds = %64
  %71 = load i32, ptr %8, align 4, !tbaa !19
  %72 = ashr i32 %71, 1
  store i32 %72, ptr %8, align 4, !tbaa !19
  br label %60, !llvm.loop !23

73:                                               ; preds = %63
  %74 = load i32, ptr %5, align 4, !tbaa !19
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %76, label %78

76:                                               ; preds = %73
  %77 = load i32, ptr %7, align 4, !tbaa !19
  br label %84

78:                                               ; preds = %73
  %79 = load i32, ptr %5, align 4, !tbaa !19
  %80 = and i32 %79, 7
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_treePKiPiE1s to ptr), i64 0, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !19
  br label %84

84:                                               ; preds = %78, %76
  %85 = phi i32 [ %77, %76 ], [ %83, %78 ]
  %86 = load ptr, ptr %4, align 8, !tbaa !15
  %87 = load i32, ptr %5, align 4, !tbaa !19
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds i32, ptr %86, i64 %88
  store i32 %85, ptr %89, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL4tidxv() #2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL9shfl_downjii(i32 noundef %0, i32 noundef %1, i32 noundef %2) #2 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4, !tbaa !19
  store i32 %1, ptr %5, align 4, !tbaa !19
  store i32 %2, ptr %6, align 4, !tbaa !19
  %7 = load i32, ptr %4, align 4, !tbaa !19
  %8 = load i32, ptr %5, align 4, !tbaa !19
  %9 = load i32, ptr %6, align 4, !tbaa !19
  %10 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %7, i32 %8, i32 %9, i32 31)
  ret i32 %10
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}
!llvm.ident = !{!14}

!0 = !{ptr @_Z11c_smem_treePKiPi, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
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
!16 = !{!"any pointer", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C++ TBAA"}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !17, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = distinct !{!23, !22}
