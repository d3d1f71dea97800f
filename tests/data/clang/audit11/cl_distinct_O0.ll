; ModuleID = '/tmp/a11build/cl_O0.ll'
source_filename = "a11.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #0

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @cl_distinct(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i8, align 1, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr addrspace(5) %5, align 4
  %13 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %14 = load i32, ptr addrspace(5) %5, align 4
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4
  %18 = and i32 %17, 7
  store i32 %18, ptr addrspace(5) %6, align 4
  store i32 -1, ptr addrspace(5) %7, align 4
  store i32 0, ptr addrspace(5) %8, align 4
  store i8 0, ptr addrspace(5) %9, align 1
  br label %19

19:                                               ; preds = %43, %2
  %20 = load i8, ptr addrspace(5) %9, align 1
  %21 = trunc i8 %20 to i1
  %22 = zext i1 %21 to i32
  %23 = call i32 @_Z13sub_group_alli(i32 noundef %22) #4
  %24 = icmp ne i32 %23, 0
  %25 = xor i1 %24, true
  br i1 %25, label %26, label %46

26:                                               ; preds = %19
  %27 = load i8, ptr addrspace(5) %9, align 1
  %28 = trunc i8 %27 to i1
  br i1 %28, label %29, label %30

29:                                               ; preds = %26
  br label %32

30:                                               ; preds = %26
  %31 = load i32, ptr addrspace(5) %6, align 4
  br label %32

32:                                               ; preds = %30, %29
  %33 = phi i32 [ 2147483647, %29 ], [ %31, %30 ]
  %34 = call i32 @_Z20sub_group_reduce_mini(i32 noundef %33) #4
  store i32 %34, ptr addrspace(5) %10, align 4
  %35 = load i8, ptr addrspace(5) %9, align 1
  %36 = trunc i8 %35 to i1
  br i1 %36, label %43, label %37

37:                                               ; preds = %32
  %38 = load i32, ptr addrspace(5) %6, align 4
  %39 = load i32, ptr addrspace(5) %10, align 4
  %40 = icmp eq i32 %38, %39
  br i1 %40, label %41, label %43

41:                                               ; preds = %37
  %42 = load i32, ptr addrspace(5) %8, align 4
  store i32 %42, ptr addrspace(5) %7, align 4
  store i8 1, ptr addrspace(5) %9, align 1
  br label %43

43:                                               ; preds = %41, %37, %32
  %44 = load i32, ptr addrspace(5) %8, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr addrspace(5) %8, align 4
  br label %19

46:                                               ; preds = %19
  %47 = load i32, ptr addrspace(5) %7, align 4
  %48 = mul nsw i32 %47, 100
  %49 = load i32, ptr addrspace(5) %7, align 4
  %50 = call i32 @_Z19sub_group_broadcastij(i32 noundef %49, i32 noundef 0) #4
  %51 = add nsw i32 %48, %50
  %52 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %53 = load i32, ptr addrspace(5) %5, align 4
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr addrspace(1) %52, i64 %54
  store i32 %51, ptr addrspace(1) %55, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z13sub_group_alli(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_mini(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) #2

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
!6 = !{i32 1, i32 1}
!7 = !{!"none", !"none"}
!8 = !{!"int*", !"int*"}
!9 = !{!"const", !""}
