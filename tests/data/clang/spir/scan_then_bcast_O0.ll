; ModuleID = '/tmp/all64_O0.ll'
source_filename = "spir.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) #0

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @scan_then_bcast(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %7 = call spir_func i32 @_Z22get_sub_group_local_idv() #2
  store i32 %7, ptr %5, align 4
  %8 = load ptr addrspace(1), ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(1) %8, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4
  store i32 %12, ptr %6, align 4
  %13 = load i32, ptr %6, align 4
  %14 = and i32 %13, 1
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %19

16:                                               ; preds = %2
  %17 = load i32, ptr %6, align 4
  %18 = call spir_func i32 @_Z28sub_group_scan_inclusive_mini(i32 noundef %17) #2
  store i32 %18, ptr %6, align 4
  br label %19

19:                                               ; preds = %16, %2
  %20 = load i32, ptr %6, align 4
  %21 = load i32, ptr %6, align 4
  %22 = call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %21, i32 noundef 0) #2
  %23 = add nsw i32 %20, %22
  %24 = load ptr addrspace(1), ptr %3, align 8
  %25 = load i32, ptr %5, align 4
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %24, i64 %26
  store i32 %23, ptr addrspace(1) %27, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z28sub_group_scan_inclusive_mini(i32 noundef) #0

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
!7 = !{!"", !"const"}
