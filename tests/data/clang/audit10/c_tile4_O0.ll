; ModuleID = '/tmp/a10build/cu_O0.ll'
source_filename = "a10.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

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

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z7c_tile4PKiPi(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %11 = call noundef i32 @_ZL3tidv() #4
  store i32 %11, ptr %5, align 4
  %12 = call noundef i32 @_ZL6laneidv() #4
  store i32 %12, ptr %6, align 4
  %13 = load i32, ptr %6, align 4
  %14 = and i32 %13, -4
  %15 = shl i32 15, %14
  store i32 %15, ptr %7, align 4
  %16 = load ptr, ptr %3, align 8
  %17 = load i32, ptr %5, align 4
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %16, i64 %18
  %20 = load i32, ptr %19, align 4
  store i32 %20, ptr %8, align 4
  store i32 2, ptr %9, align 4
  br label %21

21:                                               ; preds = %31, %2
  %22 = load i32, ptr %9, align 4
  %23 = icmp sgt i32 %22, 0
  br i1 %23, label %24, label %34

24:                                               ; preds = %21
  %25 = load i32, ptr %7, align 4
  %26 = load i32, ptr %8, align 4
  %27 = load i32, ptr %9, align 4
  %28 = call noundef i32 @_ZL11shfl_down_wjiii(i32 noundef %25, i32 noundef %26, i32 noundef %27, i32 noundef 4) #4
  %29 = load i32, ptr %8, align 4
  %30 = add nsw i32 %29, %28
  store i32 %30, ptr %8, align 4
  br label %31

31:                                               ; preds = %24
  %32 = load i32, ptr %9, align 4
  %33 = ashr i32 %32, 1
  store i32 %33, ptr %9, align 4
  br label %21, !llvm.loop !10

34:                                               ; preds = %21
  %35 = load i32, ptr %7, align 4
  %36 = load i32, ptr %8, align 4
  %37 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %35, i32 %36, i32 0, i32 7199)
  store i32 %37, ptr %10, align 4
  %38 = load i32, ptr %10, align 4
  %39 = load ptr, ptr %4, align 8
  %40 = load i32, ptr %5, align 4
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %39, i64 %41
  store i32 %38, ptr %42, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL11shfl_down_wjiii(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
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
  %15 = or i32 %14, 31
  %16 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %9, i32 %10, i32 %11, i32 %15)
  ret i32 %16
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !{null, !"kernel", i32 1}
!1 = !{ptr @_Z7c_tile4PKiPi, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
