; ModuleID = '/tmp/capped/cl.ll'
source_filename = "capped.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @cl_capped(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(3), align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store ptr addrspace(3) %2, ptr addrspace(5) %6, align 4
  %10 = call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr addrspace(5) %7, align 4
  %12 = load i32, ptr addrspace(5) %7, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %17

14:                                               ; preds = %3
  %15 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %16 = getelementptr inbounds i32, ptr addrspace(3) %15, i64 0
  store i32 0, ptr addrspace(3) %16, align 4
  br label %17

17:                                               ; preds = %14, %3
  call void @_Z7barrierj(i32 noundef 1) #4
  %18 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %19 = load i32, ptr addrspace(5) %7, align 4
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %18, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4
  store i32 %22, ptr addrspace(5) %8, align 4
  %23 = load i32, ptr addrspace(5) %8, align 4
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %38

25:                                               ; preds = %17
  %26 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %27 = call i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef %26) #4
  store i32 %27, ptr addrspace(5) %9, align 4
  %28 = load i32, ptr addrspace(5) %9, align 4
  %29 = icmp slt i32 %28, 8
  br i1 %29, label %30, label %37

30:                                               ; preds = %25
  %31 = load i32, ptr addrspace(5) %8, align 4
  %32 = mul nsw i32 %31, 2
  %33 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %34 = load i32, ptr addrspace(5) %9, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr addrspace(1) %33, i64 %35
  store i32 %32, ptr addrspace(1) %36, align 4
  br label %37

37:                                               ; preds = %30, %25
  br label %38

38:                                               ; preds = %37, %17
  call void @_Z7barrierj(i32 noundef 1) #4
  %39 = load i32, ptr addrspace(5) %7, align 4
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %48

41:                                               ; preds = %38
  %42 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %43 = getelementptr inbounds i32, ptr addrspace(3) %42, i64 0
  %44 = load i32, ptr addrspace(3) %43, align 4
  %45 = call i32 @_Z3minii(i32 noundef %44, i32 noundef 8) #3
  %46 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %47 = getelementptr inbounds i32, ptr addrspace(1) %46, i64 8
  store i32 %45, ptr addrspace(1) %47, align 4
  br label %48

48:                                               ; preds = %41, %38
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i32 @_Z3minii(i32 noundef, i32 noundef) #1

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
!6 = !{i32 1, i32 1, i32 3}
!7 = !{!"none", !"none", !"none"}
!8 = !{!"int*", !"int*", !"int*"}
!9 = !{!"const", !"", !""}
