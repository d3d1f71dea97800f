; ModuleID = '/tmp/a14build/cu_pre.ll'
source_filename = "a14.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13c_ticket_scanPKiPiE5count = external hidden addrspace(3) global [4 x i32], align 4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13c_ticket_scanPKiPi(ptr noundef %0, ptr noundef %1) #1 {
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
  store ptr %0, ptr %3, align 8, !tbaa !15
  store ptr %1, ptr %4, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #6
  %14 = call noundef i32 @_ZL4tidxv() #7
  store i32 %14, ptr %5, align 4, !tbaa !19
  %15 = load i32, ptr %5, align 4, !tbaa !19
  %16 = icmp ult i32 %15, 4
  br i1 %16, label %17, label %21

17:                                               ; preds = %2
  %18 = load i32, ptr %5, align 4, !tbaa !19
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13c_ticket_scanPKiPiE5count to ptr), i64 0, i64 %19
  store i32 0, ptr %20, align 4, !tbaa !19
  br label %21

21:                                               ; preds = %17, %2
  call void @llvm.nvvm.barrier0()
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #6
  %22 = load ptr, ptr %3, align 8, !tbaa !15
  %23 = load i32, ptr %5, align 4, !tbaa !19
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %22, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !19
  store i32 %26, ptr %6, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #6
  %27 = load i32, ptr %6, align 4, !tbaa !19
  %28 = and i32 %27, 3
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13c_ticket_scanPKiPiE5count to ptr), i64 0, i64 %29
  store i32 1, ptr %8, align 4, !tbaa !19
  %31 = load i32, ptr %8, align 4
  %32 = atomicrmw add ptr %30, i32 %31 monotonic, align 4
  store i32 %32, ptr %9, align 4
  %33 = load i32, ptr %9, align 4, !tbaa !19
  store i32 %33, ptr %7, align 4, !tbaa !19
  call void @llvm.nvvm.barrier0()
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #6
  %34 = load i32, ptr %6, align 4, !tbaa !19
  %35 = and i32 %34, 3
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13c_ticket_scanPKiPiE5count to ptr), i64 0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !19
  store i32 %38, ptr %10, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #6
  %39 = load i32, ptr %6, align 4, !tbaa !19
  store i32 %39, ptr %11, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #6
  store i32 1, ptr %12, align 4, !tbaa !19
  br label %40

40:                                               ; preds = %57, %21
  %41 = load i32, ptr %12, align 4, !tbaa !19
  %42 = icmp slt i32 %41, 8
  br i1 %42, label %44, label %43

43:                                               ; preds = %40
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #6
  br label %60

44:                                               ; preds = %40
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #6
  %45 = load i32, ptr %11, align 4, !tbaa !19
  %46 = load i32, ptr %12, align 4, !tbaa !19
  %47 = call noundef i32 @_ZL9shfl_up_wjiii(i32 noundef -1, i32 noundef %45, i32 noundef %46, i32 noundef 8) #7
  store i32 %47, ptr %13, align 4, !tbaa !19
  %48 = load i32, ptr %5, align 4, !tbaa !19
  %49 = and i32 %48, 7
  %50 = load i32, ptr %12, align 4, !tbaa !19
  %51 = icmp sge i32 %49, %50
  br i1 %51, label %52, label %56

52:                                               ; preds = %44
  %53 = load i32, ptr %13, align 4, !tbaa !19
  %54 = load i32, ptr %11, align 4, !tbaa !19
  %55 = add nsw i32 %54, %53
  store i32 %55, ptr %11, align 4, !tbaa !19
  br label %56

56:                                               ; preds = %52, %44
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #6
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %12, align 4, !tbaa !19
  %59 = shl i32 %58, 1
  store i32 %59, ptr %12, align 4, !tbaa !19
  br label %40, !llvm.loop !21

60:                                               ; preds = %43
  %61 = load i32, ptr %11, align 4, !tbaa !19
  %62 = mul nsw i32 %61, 1000
  %63 = load i32, ptr %10, align 4, !tbaa !19
  %64 = mul nsw i32 %63, 10
  %65 = add nsw i32 %62, %64
  %66 = load i32, ptr %7, align 4, !tbaa !19
  %67 = load i32, ptr %10, align 4, !tbaa !19
  %68 = icmp slt i32 %66, %67
  %69 = zext i1 %68 to i32
  %70 = add nsw i32 %65, %69
  %71 = load ptr, ptr %4, align 8, !tbaa !15
  %72 = load i32, ptr %5, align 4, !tbaa !19
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr %71, i64 %73
  store i32 %70, ptr %74, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #6
  ret void
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL4tidxv() #2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL9shfl_up_wjiii(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #2 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4, !tbaa !19
  store i32 %1, ptr %6, align 4, !tbaa !19
  store i32 %2, ptr %7, align 4, !tbaa !19
  store i32 %3, ptr %8, align 4, !tbaa !19
  %9 = load i32, ptr %5, align 4, !tbaa !19
  %10 = load i32, ptr %6, align 4, !tbaa !19
  %11 = load i32, ptr %7, align 4, !tbaa !19
  %12 = load i32, ptr %8, align 4, !tbaa !19
  %13 = sub nsw i32 32, %12
  %14 = shl i32 %13, 8
  %15 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %9, i32 %10, i32 %11, i32 %14)
  ret i32 %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #5

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

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
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C++ TBAA"}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !17, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
