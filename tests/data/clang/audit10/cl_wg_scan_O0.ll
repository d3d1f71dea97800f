; ModuleID = '/tmp/a10build/cl_O0.ll'
source_filename = "a10.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @cl_wg_scan(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(3), align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store ptr addrspace(3) %2, ptr addrspace(5) %6, align 4
  %13 = call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr addrspace(5) %7, align 4
  %15 = call i32 @_Z16get_sub_group_idv() #4
  store i32 %15, ptr addrspace(5) %8, align 4
  %16 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %17 = load i32, ptr addrspace(5) %7, align 4
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %16, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4
  store i32 %20, ptr addrspace(5) %9, align 4
  %21 = load i32, ptr addrspace(5) %9, align 4
  %22 = call i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef %21) #4
  store i32 %22, ptr addrspace(5) %10, align 4
  %23 = call i32 @_Z22get_sub_group_local_idv() #4
  %24 = call i32 @_Z18get_sub_group_sizev() #4
  %25 = sub i32 %24, 1
  %26 = icmp eq i32 %23, %25
  br i1 %26, label %27, label %33

27:                                               ; preds = %3
  %28 = load i32, ptr addrspace(5) %10, align 4
  %29 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %30 = load i32, ptr addrspace(5) %8, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(3) %29, i64 %31
  store i32 %28, ptr addrspace(3) %32, align 4
  br label %33

33:                                               ; preds = %27, %3
  call void @_Z7barrierj(i32 noundef 1) #4
  store i32 0, ptr addrspace(5) %11, align 4
  store i32 0, ptr addrspace(5) %12, align 4
  br label %34

34:                                               ; preds = %46, %33
  %35 = load i32, ptr addrspace(5) %12, align 4
  %36 = load i32, ptr addrspace(5) %8, align 4
  %37 = icmp ult i32 %35, %36
  br i1 %37, label %38, label %49

38:                                               ; preds = %34
  %39 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %40 = load i32, ptr addrspace(5) %12, align 4
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(3) %39, i64 %41
  %43 = load i32, ptr addrspace(3) %42, align 4
  %44 = load i32, ptr addrspace(5) %11, align 4
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr addrspace(5) %11, align 4
  br label %46

46:                                               ; preds = %38
  %47 = load i32, ptr addrspace(5) %12, align 4
  %48 = add i32 %47, 1
  store i32 %48, ptr addrspace(5) %12, align 4
  br label %34

49:                                               ; preds = %34
  %50 = load i32, ptr addrspace(5) %11, align 4
  %51 = load i32, ptr addrspace(5) %10, align 4
  %52 = add nsw i32 %50, %51
  %53 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %54 = load i32, ptr addrspace(5) %7, align 4
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr addrspace(1) %53, i64 %55
  store i32 %52, ptr addrspace(1) %56, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z16get_sub_group_idv() #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z18get_sub_group_sizev() #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #2

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
