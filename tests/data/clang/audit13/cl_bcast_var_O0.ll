; ModuleID = '/tmp/a13build/cl_a13_O0.ll'
source_filename = "a13.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @cl_bcast_var(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
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
  store i32 0, ptr addrspace(5) %6, align 4
  store i32 0, ptr addrspace(5) %7, align 4
  br label %11

11:                                               ; preds = %25, %2
  %12 = load i32, ptr addrspace(5) %7, align 4
  %13 = icmp ult i32 %12, 4
  br i1 %13, label %14, label %28

14:                                               ; preds = %11
  %15 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %16 = load i32, ptr addrspace(5) %5, align 4
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(1) %15, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4
  %20 = load i32, ptr addrspace(5) %7, align 4
  %21 = mul i32 %20, 3
  %22 = call i32 @_Z19sub_group_broadcastij(i32 noundef %19, i32 noundef %21) #4
  %23 = load i32, ptr addrspace(5) %6, align 4
  %24 = add nsw i32 %23, %22
  store i32 %24, ptr addrspace(5) %6, align 4
  br label %25

25:                                               ; preds = %14
  %26 = load i32, ptr addrspace(5) %7, align 4
  %27 = add i32 %26, 1
  store i32 %27, ptr addrspace(5) %7, align 4
  br label %11

28:                                               ; preds = %11
  %29 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %30 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 0
  %31 = load i32, ptr addrspace(1) %30, align 4
  %32 = and i32 %31, 15
  store i32 %32, ptr addrspace(5) %8, align 4
  %33 = load i32, ptr addrspace(5) %6, align 4
  %34 = mul nsw i32 %33, 1000
  %35 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %36 = load i32, ptr addrspace(5) %5, align 4
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr addrspace(1) %35, i64 %37
  %39 = load i32, ptr addrspace(1) %38, align 4
  %40 = mul nsw i32 %39, 2
  %41 = load i32, ptr addrspace(5) %8, align 4
  %42 = call i32 @_Z19sub_group_broadcastij(i32 noundef %40, i32 noundef %41) #4
  %43 = add nsw i32 %34, %42
  %44 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %45 = load i32, ptr addrspace(5) %5, align 4
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(1) %44, i64 %46
  store i32 %43, ptr addrspace(1) %47, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) #2

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
