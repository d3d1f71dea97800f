; ModuleID = '/tmp/a13build/cl_a13_shuffle_O0.ll'
source_filename = "a13_shuffle.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @cl_sg_shuffle(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr addrspace(5) %5, align 4
  %11 = call i32 @_Z22get_sub_group_local_idv() #4
  store i32 %11, ptr addrspace(5) %6, align 4
  %12 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %13 = load i32, ptr addrspace(5) %5, align 4
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %12, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4
  store i32 %16, ptr addrspace(5) %7, align 4
  store i32 1, ptr addrspace(5) %8, align 4
  br label %17

17:                                               ; preds = %26, %2
  %18 = load i32, ptr addrspace(5) %8, align 4
  %19 = icmp ult i32 %18, 8
  br i1 %19, label %20, label %29

20:                                               ; preds = %17
  %21 = load i32, ptr addrspace(5) %7, align 4
  %22 = load i32, ptr addrspace(5) %8, align 4
  %23 = call i32 @_Z21sub_group_shuffle_xorij(i32 noundef %21, i32 noundef %22) #4
  %24 = load i32, ptr addrspace(5) %7, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, ptr addrspace(5) %7, align 4
  br label %26

26:                                               ; preds = %20
  %27 = load i32, ptr addrspace(5) %8, align 4
  %28 = shl i32 %27, 1
  store i32 %28, ptr addrspace(5) %8, align 4
  br label %17

29:                                               ; preds = %17
  %30 = load i32, ptr addrspace(5) %7, align 4
  %31 = mul nsw i32 %30, 1000
  %32 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %33 = load i32, ptr addrspace(5) %5, align 4
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(1) %32, i64 %34
  %36 = load i32, ptr addrspace(1) %35, align 4
  %37 = load i32, ptr addrspace(5) %6, align 4
  %38 = add i32 %37, 1
  %39 = and i32 %38, 7
  %40 = call i32 @_Z17sub_group_shuffleij(i32 noundef %36, i32 noundef %39) #4
  %41 = add nsw i32 %31, %40
  %42 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %43 = load i32, ptr addrspace(5) %5, align 4
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr addrspace(1) %42, i64 %44
  store i32 %41, ptr addrspace(1) %45, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z21sub_group_shuffle_xorij(i32 noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z17sub_group_shuffleij(i32 noundef, i32 noundef) #2

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
!6 = !{i32 1, i32 1}
!7 = !{!"none", !"none"}
!8 = !{!"int*", !"int*"}
!9 = !{!"const", !""}
