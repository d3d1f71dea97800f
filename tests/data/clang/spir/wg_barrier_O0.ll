; ModuleID = '/tmp/all64_O0.ll'
source_filename = "spir.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@wg_barrier.s = external hidden addrspace(3) global [64 x i32], align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @wg_barrier(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  store i64 %6, ptr %5, align 8
  %7 = load ptr addrspace(1), ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4
  %11 = load ptr addrspace(1), ptr %4, align 8
  %12 = load i64, ptr %5, align 8
  %13 = getelementptr inbounds i32, ptr addrspace(1) %11, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4
  %15 = mul nsw i32 %10, %14
  %16 = load i64, ptr %5, align 8
  %17 = getelementptr inbounds [64 x i32], ptr addrspace(3) @wg_barrier.s, i64 0, i64 %16
  store i32 %15, ptr addrspace(3) %17, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %18 = load i64, ptr %5, align 8
  %19 = xor i64 %18, 2
  %20 = getelementptr inbounds [64 x i32], ptr addrspace(3) @wg_barrier.s, i64 0, i64 %19
  %21 = load i32, ptr addrspace(3) %20, align 4
  %22 = add nsw i32 %21, 1
  %23 = load ptr addrspace(1), ptr %3, align 8
  %24 = load i64, ptr %5, align 8
  %25 = getelementptr inbounds i32, ptr addrspace(1) %23, i64 %24
  store i32 %22, ptr addrspace(1) %25, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

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
!4 = !{i32 1, i32 1}
!5 = !{!"none", !"none"}
!6 = !{!"int*", !"int*"}
!7 = !{!"", !"const"}
