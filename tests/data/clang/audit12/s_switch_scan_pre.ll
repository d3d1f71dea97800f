; ModuleID = '/tmp/a12build/spir_pre.ll'
source_filename = "a12.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_switch_scan(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8, !tbaa !8
  store ptr addrspace(1) %1, ptr %4, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #4
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %9 = trunc i64 %8 to i32
  store i32 %9, ptr %5, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #4
  %10 = load ptr addrspace(1), ptr %3, align 8, !tbaa !8
  %11 = load i32, ptr %5, align 4, !tbaa !12
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !12
  store i32 %14, ptr %6, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4
  store i32 0, ptr %7, align 4, !tbaa !12
  %15 = load i32, ptr %6, align 4, !tbaa !12
  %16 = and i32 %15, 3
  switch i32 %16, label %34 [
    i32 0, label %17
    i32 1, label %21
    i32 2, label %26
  ]

17:                                               ; preds = %2
  %18 = call spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef 1) #6
  %19 = load i32, ptr %7, align 4, !tbaa !12
  %20 = add nsw i32 %19, %18
  store i32 %20, ptr %7, align 4, !tbaa !12
  br label %21

21:                                               ; preds = %17, %2
  %22 = call spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef 1) #6
  %23 = mul nsw i32 100, %22
  %24 = load i32, ptr %7, align 4, !tbaa !12
  %25 = add nsw i32 %24, %23
  store i32 %25, ptr %7, align 4, !tbaa !12
  br label %42

26:                                               ; preds = %2
  %27 = load i32, ptr %6, align 4, !tbaa !12
  %28 = icmp sgt i32 %27, 8
  %29 = zext i1 %28 to i32
  %30 = call spir_func i32 @_Z13sub_group_anyi(i32 noundef %29) #6
  %31 = mul nsw i32 10000, %30
  %32 = load i32, ptr %7, align 4, !tbaa !12
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr %7, align 4, !tbaa !12
  br label %34

34:                                               ; preds = %26, %2
  %35 = load i32, ptr %6, align 4, !tbaa !12
  %36 = icmp sgt i32 %35, 2
  %37 = zext i1 %36 to i32
  %38 = call spir_func i32 @_Z13sub_group_alli(i32 noundef %37) #6
  %39 = mul nsw i32 100000, %38
  %40 = load i32, ptr %7, align 4, !tbaa !12
  %41 = add nsw i32 %40, %39
  store i32 %41, ptr %7, align 4, !tbaa !12
  br label %42

42:                                               ; preds = %34, %21
  %43 = load i32, ptr %7, align 4, !tbaa !12
  %44 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %45 = load i32, ptr %5, align 4, !tbaa !12
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(1) %44, i64 %46
  store i32 %43, ptr addrspace(1) %47, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z13sub_group_anyi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z13sub_group_alli(i32 noundef) #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!4 = !{i32 1, i32 1}
!5 = !{!"none", !"none"}
!6 = !{!"int*", !"int*"}
!7 = !{!"const", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
