; ModuleID = '/tmp/a12build/spir_O0.ll'
source_filename = "a12.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #0

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @cl_switch_scan(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %9 = trunc i64 %8 to i32
  store i32 %9, ptr %5, align 4
  %10 = load ptr addrspace(1), ptr %3, align 8
  %11 = load i32, ptr %5, align 4
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4
  store i32 %14, ptr %6, align 4
  store i32 0, ptr %7, align 4
  %15 = load i32, ptr %6, align 4
  %16 = and i32 %15, 3
  switch i32 %16, label %34 [
    i32 0, label %17
    i32 1, label %21
    i32 2, label %26
  ]

17:                                               ; preds = %2
  %18 = call spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef 1) #4
  %19 = load i32, ptr %7, align 4
  %20 = add nsw i32 %19, %18
  store i32 %20, ptr %7, align 4
  br label %21

21:                                               ; preds = %17, %2
  %22 = call spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef 1) #4
  %23 = mul nsw i32 100, %22
  %24 = load i32, ptr %7, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, ptr %7, align 4
  br label %42

26:                                               ; preds = %2
  %27 = load i32, ptr %6, align 4
  %28 = icmp sgt i32 %27, 8
  %29 = zext i1 %28 to i32
  %30 = call spir_func i32 @_Z13sub_group_anyi(i32 noundef %29) #4
  %31 = mul nsw i32 10000, %30
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr %7, align 4
  br label %34

34:                                               ; preds = %26, %2
  %35 = load i32, ptr %6, align 4
  %36 = icmp sgt i32 %35, 2
  %37 = zext i1 %36 to i32
  %38 = call spir_func i32 @_Z13sub_group_alli(i32 noundef %37) #4
  %39 = mul nsw i32 100000, %38
  %40 = load i32, ptr %7, align 4
  %41 = add nsw i32 %40, %39
  store i32 %41, ptr %7, align 4
  br label %42

42:                                               ; preds = %34, %21
  %43 = load i32, ptr %7, align 4
  %44 = load ptr addrspace(1), ptr %4, align 8
  %45 = load i32, ptr %5, align 4
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(1) %44, i64 %46
  store i32 %43, ptr addrspace(1) %47, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z13sub_group_anyi(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z13sub_group_alli(i32 noundef) #2

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
