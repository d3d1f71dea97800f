; ModuleID = '/tmp/a14build/spir_a14_O0.ll'
source_filename = "a14.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #0

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @cl_goto_irr(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %8 = call spir_func i32 @_Z22get_sub_group_local_idv() #2
  store i32 %8, ptr %5, align 4
  %9 = load ptr addrspace(1), ptr %3, align 8
  %10 = load i32, ptr %5, align 4
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4
  %14 = and i32 %13, 7
  store i32 %14, ptr %6, align 4
  store i32 0, ptr %7, align 4
  %15 = load i32, ptr %5, align 4
  %16 = and i32 %15, 1
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %2
  br label %28

19:                                               ; preds = %2
  br label %20

20:                                               ; preds = %34, %19
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %7, align 4
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, -1
  store i32 %24, ptr %6, align 4
  %25 = icmp sle i32 %24, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %20
  br label %36

27:                                               ; preds = %20
  br label %28

28:                                               ; preds = %27, %18
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 10
  store i32 %30, ptr %7, align 4
  %31 = load i32, ptr %6, align 4
  %32 = add nsw i32 %31, -1
  store i32 %32, ptr %6, align 4
  %33 = icmp sgt i32 %32, 0
  br i1 %33, label %34, label %35

34:                                               ; preds = %28
  br label %20

35:                                               ; preds = %28
  br label %36

36:                                               ; preds = %35, %26
  %37 = load i32, ptr %7, align 4
  %38 = call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %37) #2
  %39 = mul nsw i32 %38, 10
  %40 = load i32, ptr %7, align 4
  %41 = icmp eq i32 %40, 0
  %42 = zext i1 %41 to i32
  %43 = call spir_func i32 @_Z13sub_group_anyi(i32 noundef %42) #2
  %44 = add nsw i32 %39, %43
  %45 = load ptr addrspace(1), ptr %4, align 8
  %46 = load i32, ptr %5, align 4
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(1) %45, i64 %47
  store i32 %44, ptr addrspace(1) %48, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z13sub_group_anyi(i32 noundef) #0

attributes #0 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
