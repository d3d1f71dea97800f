; ModuleID = '/tmp/a11build/cu_O0.ll'
source_filename = "a11.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g_count = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ17c_syncwarp_halvesPKiPiE3buf = external hidden addrspace(3) global [32 x i32], align 4

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL6laneidv() #0 {
  %1 = call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z17c_syncwarp_halvesPKiPi(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef i32 @_ZL6laneidv() #4
  store i32 %7, ptr %5, align 4
  %8 = load ptr, ptr %3, align 8
  %9 = load i32, ptr %5, align 4
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %8, i64 %10
  %12 = load i32, ptr %11, align 4
  store i32 %12, ptr %6, align 4
  %13 = load i32, ptr %5, align 4
  %14 = icmp ult i32 %13, 16
  br i1 %14, label %15, label %30

15:                                               ; preds = %2
  %16 = load i32, ptr %6, align 4
  %17 = mul nsw i32 %16, 2
  %18 = load i32, ptr %5, align 4
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17c_syncwarp_halvesPKiPiE3buf to ptr), i64 0, i64 %19
  store i32 %17, ptr %20, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 65535)
  %21 = load i32, ptr %5, align 4
  %22 = sub i32 15, %21
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17c_syncwarp_halvesPKiPiE3buf to ptr), i64 0, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = load ptr, ptr %4, align 8
  %27 = load i32, ptr %5, align 4
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %26, i64 %28
  store i32 %25, ptr %29, align 4
  br label %45

30:                                               ; preds = %2
  %31 = load i32, ptr %6, align 4
  %32 = mul nsw i32 %31, 3
  %33 = load i32, ptr %5, align 4
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17c_syncwarp_halvesPKiPiE3buf to ptr), i64 0, i64 %34
  store i32 %32, ptr %35, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -65536)
  %36 = load i32, ptr %5, align 4
  %37 = sub i32 47, %36
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17c_syncwarp_halvesPKiPiE3buf to ptr), i64 0, i64 %38
  %40 = load i32, ptr %39, align 4
  %41 = load ptr, ptr %4, align 8
  %42 = load i32, ptr %5, align 4
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %41, i64 %43
  store i32 %40, ptr %44, align 4
  br label %45

45:                                               ; preds = %30, %15
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #3

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.module.flags = !{!8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = !{ptr @_Z17c_syncwarp_halvesPKiPi, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
