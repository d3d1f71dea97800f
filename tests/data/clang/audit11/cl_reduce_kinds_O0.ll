; ModuleID = '/tmp/a11build/cl_O0.ll'
source_filename = "a11.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @cl_reduce_kinds(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 8 %1, i32 noundef %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store i32 %2, ptr addrspace(5) %6, align 4
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr addrspace(5) %7, align 4
  %12 = load i32, ptr addrspace(5) %7, align 4
  %13 = load i32, ptr addrspace(5) %6, align 4
  %14 = icmp uge i32 %12, %13
  br i1 %14, label %15, label %16

15:                                               ; preds = %3
  br label %49

16:                                               ; preds = %3
  %17 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %18 = load i32, ptr addrspace(5) %7, align 4
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4
  store i32 %21, ptr addrspace(5) %8, align 4
  %22 = load i32, ptr addrspace(5) %8, align 4
  %23 = and i32 %22, 1
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %34

25:                                               ; preds = %16
  %26 = load i32, ptr addrspace(5) %8, align 4
  %27 = zext i32 %26 to i64
  %28 = shl i64 %27, 32
  %29 = call i64 @_Z20sub_group_reduce_addm(i64 noundef %28) #4
  %30 = load i32, ptr addrspace(5) %8, align 4
  %31 = call i32 @_Z20sub_group_reduce_minj(i32 noundef %30) #4
  %32 = zext i32 %31 to i64
  %33 = add i64 %29, %32
  store i64 %33, ptr addrspace(5) %9, align 8
  br label %39

34:                                               ; preds = %16
  %35 = load i32, ptr addrspace(5) %8, align 4
  %36 = zext i32 %35 to i64
  %37 = sub nsw i64 %36, 100
  %38 = call i64 @_Z20sub_group_reduce_maxl(i64 noundef %37) #4
  store i64 %38, ptr addrspace(5) %9, align 8
  br label %39

39:                                               ; preds = %34, %25
  %40 = load i64, ptr addrspace(5) %9, align 8
  %41 = load i32, ptr addrspace(5) %8, align 4
  %42 = call i32 @_Z28sub_group_scan_exclusive_maxj(i32 noundef %41) #4
  %43 = zext i32 %42 to i64
  %44 = add i64 %40, %43
  %45 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %46 = load i32, ptr addrspace(5) %7, align 4
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds i64, ptr addrspace(1) %45, i64 %47
  store i64 %44, ptr addrspace(1) %48, align 8
  br label %49

49:                                               ; preds = %39, %15
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden i64 @_Z20sub_group_reduce_addm(i64 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_minj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i64 @_Z20sub_group_reduce_maxl(i64 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_exclusive_maxj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
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
!6 = !{i32 1, i32 1, i32 0}
!7 = !{!"none", !"none", !"none"}
!8 = !{!"uint*", !"ulong*", !"uint"}
!9 = !{!"const", !"", !""}
