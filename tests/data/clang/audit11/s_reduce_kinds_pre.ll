; ModuleID = '/tmp/a11build/spir_pre.ll'
source_filename = "a11.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_reduce_kinds(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 8 %1, i32 noundef %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %4, align 8, !tbaa !8
  store ptr addrspace(1) %1, ptr %5, align 8, !tbaa !8
  store i32 %2, ptr %6, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr %7, align 4, !tbaa !12
  %13 = load i32, ptr %7, align 4, !tbaa !12
  %14 = load i32, ptr %6, align 4, !tbaa !12
  %15 = icmp uge i32 %13, %14
  br i1 %15, label %16, label %17

16:                                               ; preds = %3
  store i32 1, ptr %8, align 4
  br label %50

17:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #4
  %18 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %19 = load i32, ptr %7, align 4, !tbaa !12
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %18, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !12
  store i32 %22, ptr %9, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr %10) #4
  %23 = load i32, ptr %9, align 4, !tbaa !12
  %24 = and i32 %23, 1
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %35

26:                                               ; preds = %17
  %27 = load i32, ptr %9, align 4, !tbaa !12
  %28 = zext i32 %27 to i64
  %29 = shl i64 %28, 32
  %30 = call spir_func i64 @_Z20sub_group_reduce_addm(i64 noundef %29) #6
  %31 = load i32, ptr %9, align 4, !tbaa !12
  %32 = call spir_func i32 @_Z20sub_group_reduce_minj(i32 noundef %31) #6
  %33 = zext i32 %32 to i64
  %34 = add i64 %30, %33
  store i64 %34, ptr %10, align 8, !tbaa !14
  br label %40

35:                                               ; preds = %17
  %36 = load i32, ptr %9, align 4, !tbaa !12
  %37 = zext i32 %36 to i64
  %38 = sub nsw i64 %37, 100
  %39 = call spir_func i64 @_Z20sub_group_reduce_maxl(i64 noundef %38) #6
  store i64 %39, ptr %10, align 8, !tbaa !14
  br label %40

40:                                               ; preds = %35, %26
  %41 = load i64, ptr %10, align 8, !tbaa !14
  %42 = load i32, ptr %9, align 4, !tbaa !12
  %43 = call spir_func i32 @_Z28sub_group_scan_exclusive_maxj(i32 noundef %42) #6
  %44 = zext i32 %43 to i64
  %45 = add i64 %41, %44
  %46 = load ptr addrspace(1), ptr %5, align 8, !tbaa !8
  %47 = load i32, ptr %7, align 4, !tbaa !12
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds i64, ptr addrspace(1) %46, i64 %48
  store i64 %45, ptr addrspace(1) %49, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 8, ptr %10) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #4
  store i32 0, ptr %8, align 4
  br label %50

50:                                               ; preds = %40, %16
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4
  %51 = load i32, ptr %8, align 4
  switch i32 %51, label %53 [
    i32 0, label %52
    i32 1, label %52
  ]

52:                                               ; preds = %50, %50
  ret void

53:                                               ; preds = %50
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i64 @_Z20sub_group_reduce_addm(i64 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_minj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i64 @_Z20sub_group_reduce_maxl(i64 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z28sub_group_scan_exclusive_maxj(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"uint*", !"ulong*", !"uint"}
!7 = !{!"const", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !10, i64 0}
