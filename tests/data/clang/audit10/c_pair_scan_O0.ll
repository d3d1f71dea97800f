; ModuleID = '/tmp/a10build/cu_O0.ll'
source_filename = "a10.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Pair = type { i32, i32 }

@g_total = dso_local addrspace(1) externally_initialized global i32 0, align 4
@g_bins = dso_local addrspace(1) externally_initialized global [8 x i32] zeroinitializer, align 4

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL3tidv() #0 {
  %1 = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL6laneidv() #0 {
  %1 = call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local %struct.Pair @_Z9scan_pairj4Pair(i32 noundef %0, ptr noundef byval(%struct.Pair) align 4 %1) #0 {
  %3 = alloca %struct.Pair, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 1, ptr %5, align 4
  br label %8

8:                                                ; preds = %43, %2
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %9, 32
  br i1 %10, label %11, label %46

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  %15 = load i32, ptr %5, align 4
  %16 = call noundef i32 @_ZL9shfl_up_wjiii(i32 noundef %12, i32 noundef %14, i32 noundef %15, i32 noundef 32) #5
  store i32 %16, ptr %6, align 4
  %17 = load i32, ptr %4, align 4
  %18 = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 1
  %19 = load i32, ptr %18, align 4
  %20 = load i32, ptr %5, align 4
  %21 = call noundef i32 @_ZL9shfl_up_wjiii(i32 noundef %17, i32 noundef %19, i32 noundef %20, i32 noundef 32) #5
  store i32 %21, ptr %7, align 4
  %22 = call noundef i32 @_ZL6laneidv() #5
  %23 = load i32, ptr %5, align 4
  %24 = icmp sge i32 %22, %23
  br i1 %24, label %25, label %42

25:                                               ; preds = %11
  %26 = load i32, ptr %6, align 4
  %27 = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 0
  %28 = load i32, ptr %27, align 4
  %29 = add nsw i32 %28, %26
  store i32 %29, ptr %27, align 4
  %30 = load i32, ptr %7, align 4
  %31 = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 1
  %32 = load i32, ptr %31, align 4
  %33 = icmp sgt i32 %30, %32
  br i1 %33, label %34, label %36

34:                                               ; preds = %25
  %35 = load i32, ptr %7, align 4
  br label %39

36:                                               ; preds = %25
  %37 = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 1
  %38 = load i32, ptr %37, align 4
  br label %39

39:                                               ; preds = %36, %34
  %40 = phi i32 [ %35, %34 ], [ %38, %36 ]
  %41 = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 1
  store i32 %40, ptr %41, align 4
  br label %42

42:                                               ; preds = %39, %11
  br label %43

43:                                               ; preds = %42
  %44 = load i32, ptr %5, align 4
  %45 = shl i32 %44, 1
  store i32 %45, ptr %5, align 4
  br label %8, !llvm.loop !10

46:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %1, i64 8, i1 false)
  %47 = load %struct.Pair, ptr %3, align 4
  ret %struct.Pair %47
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL9shfl_up_wjiii(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %8, align 4
  %13 = sub nsw i32 32, %12
  %14 = shl i32 %13, 8
  %15 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %9, i32 %10, i32 %11, i32 %14)
  ret i32 %15
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z11c_pair_scanPKiPi(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Pair, align 4
  %7 = alloca %struct.Pair, align 4
  %8 = alloca %struct.Pair, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef i32 @_ZL3tidv() #5
  store i32 %9, ptr %5, align 4
  %10 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 0
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %5, align 4
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %11, i64 %13
  %15 = load i32, ptr %14, align 4
  store i32 %15, ptr %10, align 4
  %16 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 1
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %5, align 4
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %17, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = xor i32 %21, 5
  store i32 %22, ptr %16, align 4
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds i32, ptr %23, i64 0
  %25 = load i32, ptr %24, align 4
  %26 = icmp sgt i32 %25, 2
  br i1 %26, label %27, label %33

27:                                               ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %6, i64 8, i1 false)
  %28 = call %struct.Pair @_Z9scan_pairj4Pair(i32 noundef -1, ptr noundef byval(%struct.Pair) align 4 %8) #5
  %29 = getelementptr inbounds %struct.Pair, ptr %7, i32 0, i32 0
  %30 = extractvalue %struct.Pair %28, 0
  store i32 %30, ptr %29, align 4
  %31 = getelementptr inbounds %struct.Pair, ptr %7, i32 0, i32 1
  %32 = extractvalue %struct.Pair %28, 1
  store i32 %32, ptr %31, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %7, i64 8, i1 false)
  br label %33

33:                                               ; preds = %27, %2
  %34 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 0
  %35 = load i32, ptr %34, align 4
  %36 = load ptr, ptr %4, align 8
  %37 = load i32, ptr %5, align 4
  %38 = mul i32 2, %37
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %36, i64 %39
  store i32 %35, ptr %40, align 4
  %41 = getelementptr inbounds %struct.Pair, ptr %6, i32 0, i32 1
  %42 = load i32, ptr %41, align 4
  %43 = load ptr, ptr %4, align 8
  %44 = load i32, ptr %5, align 4
  %45 = mul i32 2, %44
  %46 = add i32 %45, 1
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %43, i64 %47
  store i32 %42, ptr %48, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = !{ptr @_Z11c_pair_scanPKiPi, !"kernel", i32 1}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
