; ModuleID = '/tmp/a13build/cl_a13_O0.ll'
source_filename = "a13.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) #0

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @cl_state_vote(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr addrspace(5) %5, align 4
  %12 = call i32 @_Z22get_sub_group_local_idv() #4
  store i32 %12, ptr addrspace(5) %6, align 4
  %13 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %14 = load i32, ptr addrspace(5) %5, align 4
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4
  %18 = and i32 %17, 3
  store i32 %18, ptr addrspace(5) %7, align 4
  store i32 0, ptr addrspace(5) %8, align 4
  store i32 0, ptr addrspace(5) %9, align 4
  br label %19

19:                                               ; preds = %54, %2
  %20 = load i32, ptr addrspace(5) %9, align 4
  %21 = icmp slt i32 %20, 4
  br i1 %21, label %22, label %25

22:                                               ; preds = %19
  %23 = load i32, ptr addrspace(5) %7, align 4
  %24 = icmp ne i32 %23, 3
  br label %25

25:                                               ; preds = %22, %19
  %26 = phi i1 [ false, %19 ], [ %24, %22 ]
  br i1 %26, label %27, label %57

27:                                               ; preds = %25
  %28 = load i32, ptr addrspace(5) %7, align 4
  switch i32 %28, label %41 [
    i32 0, label %29
    i32 1, label %33
  ]

29:                                               ; preds = %27
  %30 = call i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #4
  %31 = load i32, ptr addrspace(5) %8, align 4
  %32 = add nsw i32 %31, %30
  store i32 %32, ptr addrspace(5) %8, align 4
  store i32 2, ptr addrspace(5) %7, align 4
  br label %53

33:                                               ; preds = %27
  %34 = load i32, ptr addrspace(5) %6, align 4
  %35 = icmp eq i32 %34, 5
  %36 = zext i1 %35 to i32
  %37 = call i32 @_Z13sub_group_anyi(i32 noundef %36) #4
  %38 = mul nsw i32 100, %37
  %39 = load i32, ptr addrspace(5) %8, align 4
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr addrspace(5) %8, align 4
  store i32 3, ptr addrspace(5) %7, align 4
  br label %53

41:                                               ; preds = %27
  %42 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %43 = load i32, ptr addrspace(5) %5, align 4
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr addrspace(1) %42, i64 %44
  %46 = load i32, ptr addrspace(1) %45, align 4
  %47 = icmp slt i32 %46, 100
  %48 = zext i1 %47 to i32
  %49 = call i32 @_Z13sub_group_alli(i32 noundef %48) #4
  %50 = mul nsw i32 1000, %49
  %51 = load i32, ptr addrspace(5) %8, align 4
  %52 = add nsw i32 %51, %50
  store i32 %52, ptr addrspace(5) %8, align 4
  store i32 3, ptr addrspace(5) %7, align 4
  br label %53

53:                                               ; preds = %41, %33, %29
  br label %54

54:                                               ; preds = %53
  %55 = load i32, ptr addrspace(5) %9, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr addrspace(5) %9, align 4
  br label %19

57:                                               ; preds = %25
  %58 = load i32, ptr addrspace(5) %8, align 4
  %59 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %60 = load i32, ptr addrspace(5) %5, align 4
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr addrspace(1) %59, i64 %61
  store i32 %58, ptr addrspace(1) %62, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() #0

; Function Attrs: convergent nounwind
declare hidden i32 @_Z13sub_group_anyi(i32 noundef) #0

; Function Attrs: convergent nounwind
declare hidden i32 @_Z13sub_group_alli(i32 noundef) #0

attributes #0 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
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
