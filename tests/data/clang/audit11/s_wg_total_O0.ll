; ModuleID = '/tmp/a11build/spir_O0.ll'
source_filename = "a11.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@cl_wg_total.part = external hidden addrspace(3) global [4 x i32], align 4
@cl_wg_total.total = external hidden addrspace(3) global i32, align 4

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #0

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @cl_wg_total(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %9 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr %5, align 4
  %11 = load ptr addrspace(1), ptr %3, align 8
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %13 = getelementptr inbounds i32, ptr addrspace(1) %11, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4
  %15 = call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %14) #4
  store i32 %15, ptr %6, align 4
  %16 = call spir_func i32 @_Z22get_sub_group_local_idv() #4
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %2
  %19 = load i32, ptr %6, align 4
  %20 = call spir_func i32 @_Z16get_sub_group_idv() #4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds [4 x i32], ptr addrspace(3) @cl_wg_total.part, i64 0, i64 %21
  store i32 %19, ptr addrspace(3) %22, align 4
  br label %23

23:                                               ; preds = %18, %2
  call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %24 = load i32, ptr %5, align 4
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %43

26:                                               ; preds = %23
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %27

27:                                               ; preds = %38, %26
  %28 = load i32, ptr %8, align 4
  %29 = call spir_func i32 @_Z18get_num_sub_groupsv() #4
  %30 = icmp ult i32 %28, %29
  br i1 %30, label %31, label %41

31:                                               ; preds = %27
  %32 = load i32, ptr %8, align 4
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds [4 x i32], ptr addrspace(3) @cl_wg_total.part, i64 0, i64 %33
  %35 = load i32, ptr addrspace(3) %34, align 4
  %36 = load i32, ptr %7, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr %7, align 4
  br label %38

38:                                               ; preds = %31
  %39 = load i32, ptr %8, align 4
  %40 = add i32 %39, 1
  store i32 %40, ptr %8, align 4
  br label %27

41:                                               ; preds = %27
  %42 = load i32, ptr %7, align 4
  store i32 %42, ptr addrspace(3) @cl_wg_total.total, align 4
  br label %43

43:                                               ; preds = %41, %23
  call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %44 = load i32, ptr addrspace(3) @cl_wg_total.total, align 4
  %45 = load ptr addrspace(1), ptr %4, align 8
  %46 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %47 = getelementptr inbounds i32, ptr addrspace(1) %45, i64 %46
  store i32 %44, ptr addrspace(1) %47, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z16get_sub_group_idv() #2

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z18get_num_sub_groupsv() #2

attributes #0 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
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
