; ModuleID = '/tmp/a11build/spir_O0.ll'
source_filename = "a11.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @cl_reduce_kinds(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 8 %1, i32 noundef %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr %7, align 4
  %12 = load i32, ptr %7, align 4
  %13 = load i32, ptr %6, align 4
  %14 = icmp uge i32 %12, %13
  br i1 %14, label %15, label %16

15:                                               ; preds = %3
  br label %49

16:                                               ; preds = %3
  %17 = load ptr addrspace(1), ptr %4, align 8
  %18 = load i32, ptr %7, align 4
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4
  store i32 %21, ptr %8, align 4
  %22 = load i32, ptr %8, align 4
  %23 = and i32 %22, 1
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %34

25:                                               ; preds = %16
  %26 = load i32, ptr %8, align 4
  %27 = zext i32 %26 to i64
  %28 = shl i64 %27, 32
  %29 = call spir_func i64 @_Z20sub_group_reduce_addm(i64 noundef %28) #4
  %30 = load i32, ptr %8, align 4
  %31 = call spir_func i32 @_Z20sub_group_reduce_minj(i32 noundef %30) #4
  %32 = zext i32 %31 to i64
  %33 = add i64 %29, %32
  store i64 %33, ptr %9, align 8
  br label %39

34:                                               ; preds = %16
  %35 = load i32, ptr %8, align 4
  %36 = zext i32 %35 to i64
  %37 = sub nsw i64 %36, 100
  %38 = call spir_func i64 @_Z20sub_group_reduce_maxl(i64 noundef %37) #4
  store i64 %38, ptr %9, align 8
  br label %39

39:                                               ; preds = %34, %25
  %40 = load i64, ptr %9, align 8
  %41 = load i32, ptr %8, align 4
  %42 = call spir_func i32 @_Z28sub_group_scan_exclusive_maxj(i32 noundef %41) #4
  %43 = zext i32 %42 to i64
  %44 = add i64 %40, %43
  %45 = load ptr addrspace(1), ptr %5, align 8
  %46 = load i32, ptr %7, align 4
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds i64, ptr addrspace(1) %45, i64 %47
  store i64 %44, ptr addrspace(1) %48, align 8
  br label %49

49:                                               ; preds = %39, %15
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i64 @_Z20sub_group_reduce_addm(i64 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_minj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i64 @_Z20sub_group_reduce_maxl(i64 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z28sub_group_scan_exclusive_maxj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!4 = !{i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"uint*", !"ulong*", !"uint"}
!7 = !{!"const", !"", !""}
