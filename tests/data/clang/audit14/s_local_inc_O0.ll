; ModuleID = '/tmp/a14build/spir_a14_O0.ll'
source_filename = "a14.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@cl_local_inc.bins = external hidden addrspace(3) global [4 x i32], align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @cl_local_inc(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 2 %2, ptr addrspace(1) noundef align 2 %3) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store ptr addrspace(1) %2, ptr %7, align 8
  store ptr addrspace(1) %3, ptr %8, align 8
  %12 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr %9, align 4
  %14 = load i32, ptr %9, align 4
  %15 = icmp ult i32 %14, 4
  br i1 %15, label %16, label %20

16:                                               ; preds = %4
  %17 = load i32, ptr %9, align 4
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds [4 x i32], ptr addrspace(3) @cl_local_inc.bins, i64 0, i64 %18
  store i32 0, ptr addrspace(3) %19, align 4
  br label %20

20:                                               ; preds = %16, %4
  call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %21 = load ptr addrspace(1), ptr %5, align 8
  %22 = load i32, ptr %9, align 4
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4
  store i32 %25, ptr %10, align 4
  %26 = load i32, ptr %10, align 4
  %27 = and i32 %26, 3
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [4 x i32], ptr addrspace(3) @cl_local_inc.bins, i64 0, i64 %28
  %30 = call spir_func i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef %29) #4
  store i32 %30, ptr %11, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %31 = load i32, ptr %10, align 4
  %32 = and i32 %31, 3
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [4 x i32], ptr addrspace(3) @cl_local_inc.bins, i64 0, i64 %33
  %35 = load i32, ptr addrspace(3) %34, align 4
  %36 = mul nsw i32 %35, 10
  %37 = load i32, ptr %11, align 4
  %38 = load i32, ptr %10, align 4
  %39 = and i32 %38, 3
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [4 x i32], ptr addrspace(3) @cl_local_inc.bins, i64 0, i64 %40
  %42 = load i32, ptr addrspace(3) %41, align 4
  %43 = icmp slt i32 %37, %42
  %44 = zext i1 %43 to i32
  %45 = add nsw i32 %36, %44
  %46 = load ptr addrspace(1), ptr %6, align 8
  %47 = load i32, ptr %9, align 4
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr addrspace(1) %46, i64 %48
  store i32 %45, ptr addrspace(1) %49, align 4
  %50 = load ptr addrspace(1), ptr %7, align 8
  %51 = load i32, ptr %9, align 4
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds half, ptr addrspace(1) %50, i64 %52
  %54 = load half, ptr addrspace(1) %53, align 2
  %55 = call spir_func half @_Z20sub_group_reduce_addDh(half noundef %54) #4
  %56 = load ptr addrspace(1), ptr %8, align 8
  %57 = load i32, ptr %9, align 4
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds half, ptr addrspace(1) %56, i64 %58
  store half %55, ptr addrspace(1) %59, align 2
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func half @_Z20sub_group_reduce_addDh(half noundef) #2

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
!4 = !{i32 1, i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"half*", !"half*"}
!7 = !{!"const", !"", !"const", !""}
