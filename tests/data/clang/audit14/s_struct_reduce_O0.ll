; ModuleID = '/tmp/a14build/spir_a14_O0.ll'
source_filename = "a14.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

%struct.rec = type { [3 x i32], i64 }

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) #0

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @cl_struct_reduce(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 8 %1) #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.rec, align 8
  %7 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %8 = call spir_func i32 @_Z22get_sub_group_local_idv() #2
  store i32 %8, ptr %5, align 4
  %9 = getelementptr inbounds %struct.rec, ptr %6, i32 0, i32 0
  %10 = load ptr addrspace(1), ptr %3, align 8
  %11 = load i32, ptr %5, align 4
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4
  store i32 %14, ptr %9, align 4
  %15 = getelementptr inbounds i32, ptr %9, i64 1
  %16 = load ptr addrspace(1), ptr %3, align 8
  %17 = load i32, ptr %5, align 4
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %16, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4
  %21 = mul nsw i32 2, %20
  store i32 %21, ptr %15, align 4
  %22 = getelementptr inbounds i32, ptr %9, i64 2
  store i32 3, ptr %22, align 4
  %23 = getelementptr inbounds %struct.rec, ptr %6, i32 0, i32 1
  %24 = load ptr addrspace(1), ptr %3, align 8
  %25 = load i32, ptr %5, align 4
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %24, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4
  %29 = sext i32 %28 to i64
  %30 = shl i64 %29, 32
  store i64 %30, ptr %23, align 8
  store i32 0, ptr %7, align 4
  br label %31

31:                                               ; preds = %45, %2
  %32 = load i32, ptr %7, align 4
  %33 = icmp slt i32 %32, 3
  br i1 %33, label %34, label %48

34:                                               ; preds = %31
  %35 = getelementptr inbounds %struct.rec, ptr %6, i32 0, i32 0
  %36 = load i32, ptr %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [3 x i32], ptr %35, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4
  %40 = call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %39) #2
  %41 = getelementptr inbounds %struct.rec, ptr %6, i32 0, i32 0
  %42 = load i32, ptr %7, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [3 x i32], ptr %41, i64 0, i64 %43
  store i32 %40, ptr %44, align 4
  br label %45

45:                                               ; preds = %34
  %46 = load i32, ptr %7, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %7, align 4
  br label %31

48:                                               ; preds = %31
  %49 = getelementptr inbounds %struct.rec, ptr %6, i32 0, i32 1
  %50 = load i64, ptr %49, align 8
  %51 = call spir_func i64 @_Z20sub_group_reduce_maxl(i64 noundef %50) #2
  %52 = getelementptr inbounds %struct.rec, ptr %6, i32 0, i32 1
  store i64 %51, ptr %52, align 8
  %53 = getelementptr inbounds %struct.rec, ptr %6, i32 0, i32 0
  %54 = load ptr addrspace(1), ptr %3, align 8
  %55 = load i32, ptr %5, align 4
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr addrspace(1) %54, i64 %56
  %58 = load i32, ptr addrspace(1) %57, align 4
  %59 = srem i32 %58, 3
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [3 x i32], ptr %53, i64 0, i64 %60
  %62 = load i32, ptr %61, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds %struct.rec, ptr %6, i32 0, i32 1
  %65 = load i64, ptr %64, align 8
  %66 = add nsw i64 %63, %65
  %67 = load ptr addrspace(1), ptr %4, align 8
  %68 = load i32, ptr %5, align 4
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds i64, ptr addrspace(1) %67, i64 %69
  store i64 %66, ptr addrspace(1) %70, align 8
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i64 @_Z20sub_group_reduce_maxl(i64 noundef) #0

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
!6 = !{!"int*", !"long*"}
!7 = !{!"const", !""}
