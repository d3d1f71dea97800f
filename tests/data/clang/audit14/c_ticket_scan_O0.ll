; ModuleID = '/tmp/a14build/cu_O0.ll'
source_filename = "a14.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13c_ticket_scanPKiPiE5count = external hidden addrspace(3) global [4 x i32], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z13c_ticket_scanPKiPi(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %14 = call noundef i32 @_ZL4tidxv() #5
  store i32 %14, ptr %5, align 4
  %15 = load i32, ptr %5, align 4
  %16 = icmp ult i32 %15, 4
  br i1 %16, label %17, label %21

17:                                               ; preds = %2
  %18 = load i32, ptr %5, align 4
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13c_ticket_scanPKiPiE5count to ptr), i64 0, i64 %19
  store i32 0, ptr %20, align 4
  br label %21

21:                                               ; preds = %17, %2
  call void @llvm.nvvm.barrier0()
  %22 = load ptr, ptr %3, align 8
  %23 = load i32, ptr %5, align 4
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %22, i64 %24
  %26 = load i32, ptr %25, align 4
  store i32 %26, ptr %6, align 4
  %27 = load i32, ptr %6, align 4
  %28 = and i32 %27, 3
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13c_ticket_scanPKiPiE5count to ptr), i64 0, i64 %29
  store i32 1, ptr %8, align 4
  %31 = load i32, ptr %8, align 4
  %32 = atomicrmw add ptr %30, i32 %31 monotonic, align 4
  store i32 %32, ptr %9, align 4
  %33 = load i32, ptr %9, align 4
  store i32 %33, ptr %7, align 4
  call void @llvm.nvvm.barrier0()
  %34 = load i32, ptr %6, align 4
  %35 = and i32 %34, 3
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13c_ticket_scanPKiPiE5count to ptr), i64 0, i64 %36
  %38 = load i32, ptr %37, align 4
  store i32 %38, ptr %10, align 4
  %39 = load i32, ptr %6, align 4
  store i32 %39, ptr %11, align 4
  store i32 1, ptr %12, align 4
  br label %40

40:                                               ; preds = %56, %21
  %41 = load i32, ptr %12, align 4
  %42 = icmp slt i32 %41, 8
  br i1 %42, label %43, label %59

43:                                               ; preds = %40
  %44 = load i32, ptr %11, align 4
  %45 = load i32, ptr %12, align 4
  %46 = call noundef i32 @_ZL9shfl_up_wjiii(i32 noundef -1, i32 noundef %44, i32 noundef %45, i32 noundef 8) #5
  store i32 %46, ptr %13, align 4
  %47 = load i32, ptr %5, align 4
  %48 = and i32 %47, 7
  %49 = load i32, ptr %12, align 4
  %50 = icmp sge i32 %48, %49
  br i1 %50, label %51, label %55

51:                                               ; preds = %43
  %52 = load i32, ptr %13, align 4
  %53 = load i32, ptr %11, align 4
  %54 = add nsw i32 %53, %52
  store i32 %54, ptr %11, align 4
  br label %55

55:                                               ; preds = %51, %43
  br label %56

56:                                               ; preds = %55
  %57 = load i32, ptr %12, align 4
  %58 = shl i32 %57, 1
  store i32 %58, ptr %12, align 4
  br label %40, !llvm.loop !15

59:                                               ; preds = %40
  %60 = load i32, ptr %11, align 4
  %61 = mul nsw i32 %60, 1000
  %62 = load i32, ptr %10, align 4
  %63 = mul nsw i32 %62, 10
  %64 = add nsw i32 %61, %63
  %65 = load i32, ptr %7, align 4
  %66 = load i32, ptr %10, align 4
  %67 = icmp slt i32 %65, %66
  %68 = zext i1 %67 to i32
  %69 = add nsw i32 %64, %68
  %70 = load ptr, ptr %4, align 8
  %71 = load i32, ptr %5, align 4
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr %70, i64 %72
  store i32 %69, ptr %73, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL4tidxv() #1 {
  %1 = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL9shfl_up_wjiii(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #1 {
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !{null, !"kernel", i32 1}
!1 = !{ptr @_Z13c_ticket_scanPKiPi, !"kernel", i32 1}
!2 = !{ptr @_Z13c_ticket_scanPKiPi, !"maxntidx", i32 32}
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
