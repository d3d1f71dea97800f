; ModuleID = '/tmp/a13build/cu7_O0.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Pair = type { i32, i32 }

$_Z6argmaxILi32EE4PairS0_ = comdat any

$_Z11argmax_stepILi32EE4PairS0_i = comdat any

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL6laneidv() #0 {
  %1 = call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
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

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z13c_tmpl_argmaxPKiPi(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Pair, align 4
  %7 = alloca %struct.Pair, align 4
  %8 = alloca %struct.Pair, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef i32 @_ZL6laneidv() #5
  store i32 %9, ptr %5, align 4
  %10 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 0
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %5, align 4
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %11, i64 %13
  %15 = load i32, ptr %14, align 4
  store i32 %15, ptr %10, align 4
  %16 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 1
  %17 = load i32, ptr %5, align 4
  store i32 %17, ptr %16, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %6, i64 8, i1 false)
  %18 = call %struct.Pair @_Z6argmaxILi32EE4PairS0_(ptr noundef byval(%struct.Pair) align 4 %8) #5
  %19 = getelementptr inbounds %struct.Pair, ptr %7, i32 0, i32 0
  %20 = extractvalue %struct.Pair %18, 0
  store i32 %20, ptr %19, align 4
  %21 = getelementptr inbounds %struct.Pair, ptr %7, i32 0, i32 1
  %22 = extractvalue %struct.Pair %18, 1
  store i32 %22, ptr %21, align 4
  %23 = getelementptr inbounds %struct.Pair, ptr %7, i32 0, i32 0
  %24 = load i32, ptr %23, align 4
  %25 = mul nsw i32 %24, 100
  %26 = getelementptr inbounds %struct.Pair, ptr %7, i32 0, i32 1
  %27 = load i32, ptr %26, align 4
  %28 = add nsw i32 %25, %27
  %29 = load ptr, ptr %4, align 8
  %30 = load i32, ptr %5, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  store i32 %28, ptr %32, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define weak_odr dso_local %struct.Pair @_Z6argmaxILi32EE4PairS0_(ptr noundef byval(%struct.Pair) align 4 %0) #0 comdat {
  %2 = alloca %struct.Pair, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Pair, align 4
  %5 = alloca %struct.Pair, align 4
  store i32 16, ptr %3, align 4
  br label %6

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %3, align 4
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %9, label %19

9:                                                ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %0, i64 8, i1 false)
  %10 = load i32, ptr %3, align 4
  %11 = call %struct.Pair @_Z11argmax_stepILi32EE4PairS0_i(ptr noundef byval(%struct.Pair) align 4 %5, i32 noundef %10) #5
  %12 = getelementptr inbounds %struct.Pair, ptr %4, i32 0, i32 0
  %13 = extractvalue %struct.Pair %11, 0
  store i32 %13, ptr %12, align 4
  %14 = getelementptr inbounds %struct.Pair, ptr %4, i32 0, i32 1
  %15 = extractvalue %struct.Pair %11, 1
  store i32 %15, ptr %14, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %4, i64 8, i1 false)
  br label %16

16:                                               ; preds = %9
  %17 = load i32, ptr %3, align 4
  %18 = ashr i32 %17, 1
  store i32 %18, ptr %3, align 4
  br label %6, !llvm.loop !15

19:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %0, i64 8, i1 false)
  %20 = load %struct.Pair, ptr %2, align 4
  ret %struct.Pair %20
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent mustprogress noinline nounwind
define weak_odr dso_local %struct.Pair @_Z11argmax_stepILi32EE4PairS0_i(ptr noundef byval(%struct.Pair) align 4 %0, i32 noundef %1) #0 comdat {
  %3 = alloca %struct.Pair, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, ptr %4, align 4
  %7 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = load i32, ptr %4, align 4
  %10 = call noundef i32 @_ZL8shfl_xorjii(i32 noundef -1, i32 noundef %8, i32 noundef %9) #5
  store i32 %10, ptr %5, align 4
  %11 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = load i32, ptr %4, align 4
  %14 = call noundef i32 @_ZL8shfl_xorjii(i32 noundef -1, i32 noundef %12, i32 noundef %13) #5
  store i32 %14, ptr %6, align 4
  %15 = load i32, ptr %5, align 4
  %16 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  %18 = icmp sgt i32 %15, %17
  br i1 %18, label %29, label %19

19:                                               ; preds = %2
  %20 = load i32, ptr %5, align 4
  %21 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 0
  %22 = load i32, ptr %21, align 4
  %23 = icmp eq i32 %20, %22
  br i1 %23, label %24, label %34

24:                                               ; preds = %19
  %25 = load i32, ptr %6, align 4
  %26 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 1
  %27 = load i32, ptr %26, align 4
  %28 = icmp slt i32 %25, %27
  br i1 %28, label %29, label %34

29:                                               ; preds = %24, %2
  %30 = load i32, ptr %5, align 4
  %31 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 0
  store i32 %30, ptr %31, align 4
  %32 = load i32, ptr %6, align 4
  %33 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 1
  store i32 %32, ptr %33, align 4
  br label %34

34:                                               ; preds = %29, %24, %19
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %0, i64 8, i1 false)
  %35 = load %struct.Pair, ptr %3, align 4
  ret %struct.Pair %35
}

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = !{ptr @_Z13c_tmpl_argmaxPKiPi, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = distinct !{null, !"kernel", i32 1}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
