; ModuleID = '/tmp/a14build/spir_a14_O0.ll'
source_filename = "a14.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @cl_ret_scan(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %10 = call spir_func i32 @_Z22get_sub_group_local_idv() #2
  store i32 %10, ptr %5, align 4
  %11 = load ptr addrspace(1), ptr %3, align 8
  %12 = load i32, ptr %5, align 4
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %11, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4
  store i32 %15, ptr %6, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %2
  br label %37

19:                                               ; preds = %2
  %20 = load i32, ptr %6, align 4
  %21 = call spir_func i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef %20) #2
  store i32 %21, ptr %7, align 4
  %22 = load i32, ptr %6, align 4
  %23 = call spir_func i32 @_Z20sub_group_reduce_maxi(i32 noundef %22) #2
  store i32 %23, ptr %8, align 4
  %24 = load i32, ptr %6, align 4
  %25 = call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %24, i32 noundef 0) #2
  store i32 %25, ptr %9, align 4
  %26 = load i32, ptr %7, align 4
  %27 = mul nsw i32 %26, 10000
  %28 = load i32, ptr %8, align 4
  %29 = mul nsw i32 %28, 100
  %30 = add nsw i32 %27, %29
  %31 = load i32, ptr %9, align 4
  %32 = add nsw i32 %30, %31
  %33 = load ptr addrspace(1), ptr %4, align 8
  %34 = load i32, ptr %5, align 4
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr addrspace(1) %33, i64 %35
  store i32 %32, ptr addrspace(1) %36, align 4
  br label %37

37:                                               ; preds = %19, %18
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_maxi(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind }

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
