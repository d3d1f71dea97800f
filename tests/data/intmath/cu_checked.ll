; ModuleID = '/tmp/pairs/cu.ll'
source_filename = "intmath.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7checkedPKiS0_PKjPi(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i64, align 8
  %14 = alloca i8, align 1
  store ptr %0, ptr %5, align 8, !tbaa !6
  store ptr %1, ptr %6, align 8, !tbaa !6
  store ptr %2, ptr %7, align 8, !tbaa !6
  store ptr %3, ptr %8, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #4
  %15 = call noundef i32 @_ZL3tidv() #5
  store i32 %15, ptr %9, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #4
  %16 = load ptr, ptr %5, align 8, !tbaa !6
  %17 = load i32, ptr %9, align 4, !tbaa !10
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %16, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !10
  %21 = load ptr, ptr %6, align 8, !tbaa !6
  %22 = load i32, ptr %9, align 4, !tbaa !10
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %21, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !10
  %26 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %20, i32 %25)
  %27 = extractvalue { i32, i1 } %26, 1
  %28 = extractvalue { i32, i1 } %26, 0
  store i32 %28, ptr %10, align 4
  br i1 %27, label %29, label %38

29:                                               ; preds = %4
  %30 = load ptr, ptr %5, align 8, !tbaa !6
  %31 = load i32, ptr %9, align 4, !tbaa !10
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !10
  %35 = icmp slt i32 %34, 0
  %36 = zext i1 %35 to i64
  %37 = select i1 %35, i32 -2147483648, i32 2147483647
  store i32 %37, ptr %10, align 4, !tbaa !10
  br label %38

38:                                               ; preds = %29, %4
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #4
  call void @llvm.lifetime.start.p0(i64 1, ptr %12) #4
  %39 = load ptr, ptr %7, align 8, !tbaa !6
  %40 = load i32, ptr %9, align 4, !tbaa !10
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %39, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !10
  %44 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %43, i32 4)
  %45 = extractvalue { i32, i1 } %44, 1
  %46 = extractvalue { i32, i1 } %44, 0
  store i32 %46, ptr %11, align 4
  %47 = zext i1 %45 to i8
  store i8 %47, ptr %12, align 1, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr %13) #4
  call void @llvm.lifetime.start.p0(i64 1, ptr %14) #4
  %48 = load ptr, ptr %5, align 8, !tbaa !6
  %49 = load i32, ptr %9, align 4, !tbaa !10
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %48, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !10
  %53 = sext i32 %52 to i64
  %54 = shl i64 %53, 32
  %55 = load ptr, ptr %6, align 8, !tbaa !6
  %56 = load i32, ptr %9, align 4, !tbaa !10
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %55, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !10
  %60 = sext i32 %59 to i64
  %61 = shl i64 %60, 32
  %62 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %54, i64 %61)
  %63 = extractvalue { i64, i1 } %62, 1
  %64 = extractvalue { i64, i1 } %62, 0
  store i64 %64, ptr %13, align 8
  %65 = zext i1 %63 to i8
  store i8 %65, ptr %14, align 1, !tbaa !12
  %66 = load i32, ptr %10, align 4, !tbaa !10
  %67 = load ptr, ptr %8, align 8, !tbaa !6
  %68 = load i32, ptr %9, align 4, !tbaa !10
  %69 = mul i32 4, %68
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr %67, i64 %70
  store i32 %66, ptr %71, align 4, !tbaa !10
  %72 = load i8, ptr %12, align 1, !tbaa !12, !range !14, !noundef !15
  %73 = trunc i8 %72 to i1
  br i1 %73, label %74, label %75

74:                                               ; preds = %38
  br label %77

75:                                               ; preds = %38
  %76 = load i32, ptr %11, align 4, !tbaa !10
  br label %77

77:                                               ; preds = %75, %74
  %78 = phi i32 [ -1, %74 ], [ %76, %75 ]
  %79 = load ptr, ptr %8, align 8, !tbaa !6
  %80 = load i32, ptr %9, align 4, !tbaa !10
  %81 = mul i32 4, %80
  %82 = add i32 %81, 1
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds i32, ptr %79, i64 %83
  store i32 %78, ptr %84, align 4, !tbaa !10
  %85 = load i64, ptr %13, align 8, !tbaa !16
  %86 = ashr i64 %85, 32
  %87 = trunc i64 %86 to i32
  %88 = load ptr, ptr %8, align 8, !tbaa !6
  %89 = load i32, ptr %9, align 4, !tbaa !10
  %90 = mul i32 4, %89
  %91 = add i32 %90, 2
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds i32, ptr %88, i64 %92
  store i32 %87, ptr %93, align 4, !tbaa !10
  %94 = load i8, ptr %14, align 1, !tbaa !12, !range !14, !noundef !15
  %95 = trunc i8 %94 to i1
  %96 = zext i1 %95 to i32
  %97 = load ptr, ptr %8, align 8, !tbaa !6
  %98 = load i32, ptr %9, align 4, !tbaa !10
  %99 = mul i32 4, %98
  %100 = add i32 %99, 3
  %101 = zext i32 %100 to i64
  %102 = getelementptr inbounds i32, ptr %97, i64 %101
  store i32 %96, ptr %102, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 1, ptr %14) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %13) #4
  call void @llvm.lifetime.end.p0(i64 1, ptr %12) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL3tidv() #2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z7checkedPKiS0_PKjPi, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"bool", !8, i64 0}
!14 = !{i8 0, i8 2}
!15 = !{}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !8, i64 0}
