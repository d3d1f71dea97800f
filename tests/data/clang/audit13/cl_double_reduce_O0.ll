; ModuleID = '/tmp/a13build/cl_a13_O0.ll'
source_filename = "a13.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #0

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @cl_double_reduce(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca double, align 8, addrspace(5)
  %9 = alloca double, align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %6, align 8
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr addrspace(5) %7, align 4
  %13 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %14 = load i32, ptr addrspace(5) %7, align 4
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr addrspace(1) %13, i64 %15
  %17 = load double, ptr addrspace(1) %16, align 8
  store double %17, ptr addrspace(5) %8, align 8
  store double -1.000000e+00, ptr addrspace(5) %9, align 8
  store i64 -1, ptr addrspace(5) %10, align 8
  %18 = load double, ptr addrspace(5) %8, align 8
  %19 = fcmp ogt double %18, 2.000000e+00
  br i1 %19, label %20, label %27

20:                                               ; preds = %3
  %21 = load double, ptr addrspace(5) %8, align 8
  %22 = call double @_Z20sub_group_reduce_addd(double noundef %21) #4
  store double %22, ptr addrspace(5) %9, align 8
  %23 = load double, ptr addrspace(5) %8, align 8
  %24 = fptosi double %23 to i64
  %25 = mul nsw i64 %24, 1000000000
  %26 = call i64 @_Z20sub_group_reduce_maxl(i64 noundef %25) #4
  store i64 %26, ptr addrspace(5) %10, align 8
  br label %27

27:                                               ; preds = %20, %3
  %28 = load double, ptr addrspace(5) %9, align 8
  %29 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %30 = load i32, ptr addrspace(5) %7, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr addrspace(1) %29, i64 %31
  store double %28, ptr addrspace(1) %32, align 8
  %33 = load i64, ptr addrspace(5) %10, align 8
  %34 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %35 = load i32, ptr addrspace(5) %7, align 4
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds i64, ptr addrspace(1) %34, i64 %36
  store i64 %33, ptr addrspace(1) %37, align 8
  ret void
}

; Function Attrs: convergent nounwind
declare hidden double @_Z20sub_group_reduce_addd(double noundef) #2

; Function Attrs: convergent nounwind
declare hidden i64 @_Z20sub_group_reduce_maxl(i64 noundef) #2

attributes #0 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { convergent noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{i32 1, i32 1, i32 1}
!7 = !{!"none", !"none", !"none"}
!8 = !{!"double*", !"double*", !"long*"}
!9 = !{!"const", !"", !""}
