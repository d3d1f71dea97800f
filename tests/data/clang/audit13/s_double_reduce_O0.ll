; ModuleID = '/tmp/a13build/spir_a13_O0.ll'
source_filename = "a13.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #0

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @cl_double_reduce(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2) #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store ptr addrspace(1) %2, ptr %6, align 8
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr %7, align 4
  %13 = load ptr addrspace(1), ptr %4, align 8
  %14 = load i32, ptr %7, align 4
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr addrspace(1) %13, i64 %15
  %17 = load double, ptr addrspace(1) %16, align 8
  store double %17, ptr %8, align 8
  store double -1.000000e+00, ptr %9, align 8
  store i64 -1, ptr %10, align 8
  %18 = load double, ptr %8, align 8
  %19 = fcmp ogt double %18, 2.000000e+00
  br i1 %19, label %20, label %27

20:                                               ; preds = %3
  %21 = load double, ptr %8, align 8
  %22 = call spir_func double @_Z20sub_group_reduce_addd(double noundef %21) #4
  store double %22, ptr %9, align 8
  %23 = load double, ptr %8, align 8
  %24 = fptosi double %23 to i64
  %25 = mul nsw i64 %24, 1000000000
  %26 = call spir_func i64 @_Z20sub_group_reduce_maxl(i64 noundef %25) #4
  store i64 %26, ptr %10, align 8
  br label %27

27:                                               ; preds = %20, %3
  %28 = load double, ptr %9, align 8
  %29 = load ptr addrspace(1), ptr %5, align 8
  %30 = load i32, ptr %7, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr addrspace(1) %29, i64 %31
  store double %28, ptr addrspace(1) %32, align 8
  %33 = load i64, ptr %10, align 8
  %34 = load ptr addrspace(1), ptr %6, align 8
  %35 = load i32, ptr %7, align 4
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds i64, ptr addrspace(1) %34, i64 %36
  store i64 %33, ptr addrspace(1) %37, align 8
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func double @_Z20sub_group_reduce_addd(double noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i64 @_Z20sub_group_reduce_maxl(i64 noundef) #2

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
!4 = !{i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"double*", !"double*", !"long*"}
!7 = !{!"const", !"", !""}
