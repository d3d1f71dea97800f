; ModuleID = '/tmp/fp26build/spir_pre.ll'
source_filename = "fp26.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_switch_loop(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8, !tbaa !8
  store ptr addrspace(1) %1, ptr %4, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #3
  %9 = call spir_func i32 @_Z22get_sub_group_local_idv() #4
  store i32 %9, ptr %5, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #3
  %10 = load ptr addrspace(1), ptr %3, align 8, !tbaa !8
  %11 = load i32, ptr %5, align 4, !tbaa !12
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !12
  %15 = and i32 %14, 3
  store i32 %15, ptr %6, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #3
  store i32 0, ptr %7, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #3
  store i32 0, ptr %8, align 4, !tbaa !12
  br label %16

16:                                               ; preds = %42, %2
  %17 = load i32, ptr %8, align 4, !tbaa !12
  %18 = icmp slt i32 %17, 4
  br i1 %18, label %20, label %19

19:                                               ; preds = %16
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #3
  br label %45

20:                                               ; preds = %16
  %21 = load i32, ptr %6, align 4, !tbaa !12
  %22 = load i32, ptr %8, align 4, !tbaa !12
  %23 = add nsw i32 %21, %22
  %24 = and i32 %23, 3
  switch i32 %24, label %38 [
    i32 0, label %25
    i32 1, label %30
    i32 2, label %34
  ]

25:                                               ; preds = %20
  %26 = load i32, ptr %7, align 4, !tbaa !12
  %27 = call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %26, i32 noundef 0) #4
  %28 = load i32, ptr %7, align 4, !tbaa !12
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr %7, align 4, !tbaa !12
  br label %39

30:                                               ; preds = %20
  %31 = call spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef 1) #4
  %32 = load i32, ptr %7, align 4, !tbaa !12
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr %7, align 4, !tbaa !12
  br label %39

34:                                               ; preds = %20
  %35 = load i32, ptr %8, align 4, !tbaa !12
  %36 = load i32, ptr %7, align 4, !tbaa !12
  %37 = xor i32 %36, %35
  store i32 %37, ptr %7, align 4, !tbaa !12
  br label %39

38:                                               ; preds = %20
  br label %42

39:                                               ; preds = %34, %30, %25
  %40 = load i32, ptr %7, align 4, !tbaa !12
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %7, align 4, !tbaa !12
  br label %42

42:                                               ; preds = %39, %38
  %43 = load i32, ptr %8, align 4, !tbaa !12
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %8, align 4, !tbaa !12
  br label %16

45:                                               ; preds = %19
  %46 = load i32, ptr %7, align 4, !tbaa !12
  %47 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %48 = load i32, ptr %5, align 4, !tbaa !12
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr addrspace(1) %47, i64 %49
  store i32 %46, ptr addrspace(1) %50, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #3
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef) #1

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { nounwind }
attributes #4 = { convergent nounwind }

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
