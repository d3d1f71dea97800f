; ModuleID = '/tmp/a13build/cu7_O0.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL9shfl_downjii(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %6, align 4
  %10 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %7, i32 %8, i32 %9, i32 31)
  ret i32 %10
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z8c_shfl64PKxPKdPxPd(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %14 = call noundef i32 @_ZL6laneidv() #4
  store i32 %14, ptr %9, align 4
  %15 = load ptr, ptr %5, align 8
  %16 = load i32, ptr %9, align 4
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i64, ptr %15, i64 %17
  %19 = load i64, ptr %18, align 8
  store i64 %19, ptr %10, align 8
  store i32 16, ptr %11, align 4
  br label %20

20:                                               ; preds = %29, %4
  %21 = load i32, ptr %11, align 4
  %22 = icmp sgt i32 %21, 0
  br i1 %22, label %23, label %32

23:                                               ; preds = %20
  %24 = load i64, ptr %10, align 8
  %25 = load i32, ptr %11, align 4
  %26 = call noundef i64 @_ZL11shfl_xor_lljxi(i32 noundef -1, i64 noundef %24, i32 noundef %25) #4
  %27 = load i64, ptr %10, align 8
  %28 = add nsw i64 %27, %26
  store i64 %28, ptr %10, align 8
  br label %29

29:                                               ; preds = %23
  %30 = load i32, ptr %11, align 4
  %31 = ashr i32 %30, 1
  store i32 %31, ptr %11, align 4
  br label %20, !llvm.loop !15

32:                                               ; preds = %20
  %33 = load ptr, ptr %6, align 8
  %34 = load i32, ptr %9, align 4
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %33, i64 %35
  %37 = load double, ptr %36, align 8
  store double %37, ptr %12, align 8
  store i32 16, ptr %13, align 4
  br label %38

38:                                               ; preds = %47, %32
  %39 = load i32, ptr %13, align 4
  %40 = icmp sgt i32 %39, 0
  br i1 %40, label %41, label %50

41:                                               ; preds = %38
  %42 = load double, ptr %12, align 8
  %43 = load i32, ptr %13, align 4
  %44 = call contract noundef double @_ZL11shfl_down_djdi(i32 noundef -1, double noundef %42, i32 noundef %43) #4
  %45 = load double, ptr %12, align 8
  %46 = fadd contract double %45, %44
  store double %46, ptr %12, align 8
  br label %47

47:                                               ; preds = %41
  %48 = load i32, ptr %13, align 4
  %49 = ashr i32 %48, 1
  store i32 %49, ptr %13, align 4
  br label %38, !llvm.loop !17

50:                                               ; preds = %38
  %51 = load i64, ptr %10, align 8
  %52 = load ptr, ptr %7, align 8
  %53 = load i32, ptr %9, align 4
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds i64, ptr %52, i64 %54
  store i64 %51, ptr %55, align 8
  %56 = load i32, ptr %9, align 4
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %58, label %60

58:                                               ; preds = %50
  %59 = load double, ptr %12, align 8
  br label %61

60:                                               ; preds = %50
  br label %61

61:                                               ; preds = %60, %58
  %62 = phi contract double [ %59, %58 ], [ -1.000000e+00, %60 ]
  %63 = load ptr, ptr %8, align 8
  %64 = load i32, ptr %9, align 4
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds double, ptr %63, i64 %65
  store double %62, ptr %66, align 8
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL6laneidv() #0 {
  %1 = call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i64 @_ZL11shfl_xor_lljxi(i32 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = load i64, ptr %5, align 8
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr %7, align 4
  %11 = load i64, ptr %5, align 8
  %12 = ashr i64 %11, 32
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr %8, align 4
  %14 = load i32, ptr %4, align 4
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %6, align 4
  %17 = call noundef i32 @_ZL8shfl_xorjii(i32 noundef %14, i32 noundef %15, i32 noundef %16) #4
  store i32 %17, ptr %7, align 4
  %18 = load i32, ptr %4, align 4
  %19 = load i32, ptr %8, align 4
  %20 = load i32, ptr %6, align 4
  %21 = call noundef i32 @_ZL8shfl_xorjii(i32 noundef %18, i32 noundef %19, i32 noundef %20) #4
  store i32 %21, ptr %8, align 4
  %22 = load i32, ptr %8, align 4
  %23 = zext i32 %22 to i64
  %24 = shl i64 %23, 32
  %25 = load i32, ptr %7, align 4
  %26 = zext i32 %25 to i64
  %27 = or i64 %24, %26
  ret i64 %27
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef double @_ZL11shfl_down_djdi(i32 noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store i32 %0, ptr %4, align 4
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = load i64, ptr %5, align 8
  store i64 %11, ptr %7, align 8
  %12 = load i32, ptr %4, align 4
  %13 = load i64, ptr %7, align 8
  %14 = trunc i64 %13 to i32
  %15 = load i32, ptr %6, align 4
  %16 = call noundef i32 @_ZL9shfl_downjii(i32 noundef %12, i32 noundef %14, i32 noundef %15) #4
  store i32 %16, ptr %8, align 4
  %17 = load i32, ptr %4, align 4
  %18 = load i64, ptr %7, align 8
  %19 = ashr i64 %18, 32
  %20 = trunc i64 %19 to i32
  %21 = load i32, ptr %6, align 4
  %22 = call noundef i32 @_ZL9shfl_downjii(i32 noundef %17, i32 noundef %20, i32 noundef %21) #4
  store i32 %22, ptr %9, align 4
  %23 = load i32, ptr %9, align 4
  %24 = zext i32 %23 to i64
  %25 = shl i64 %24, 32
  %26 = load i32, ptr %8, align 4
  %27 = zext i32 %26 to i64
  %28 = or i64 %25, %27
  store i64 %28, ptr %10, align 8
  %29 = load double, ptr %10, align 8
  ret double %29
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL8shfl_xorjii(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %6, align 4
  %10 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %7, i32 %8, i32 %9, i32 31)
  ret i32 %10
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}
!llvm.ident = !{!14}

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
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
