; ModuleID = '/tmp/a13build/cl_a13_O0.ll'
source_filename = "a13.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@cl_local_tree.s = external hidden addrspace(3) global [64 x i32], align 4

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @cl_local_tree(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8
  %8 = call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %9 = trunc i64 %8 to i32
  store i32 %9, ptr addrspace(5) %5, align 4
  %10 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %11 = load i32, ptr addrspace(5) %5, align 4
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4
  %15 = load i32, ptr addrspace(5) %5, align 4
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %16
  store i32 %14, ptr addrspace(3) %17, align 4
  call void @_Z7barrierj(i32 noundef 1) #4
  store i32 32, ptr addrspace(5) %6, align 4
  br label %18

18:                                               ; preds = %38, %2
  %19 = load i32, ptr addrspace(5) %6, align 4
  %20 = icmp uge i32 %19, 8
  br i1 %20, label %21, label %41

21:                                               ; preds = %18
  %22 = load i32, ptr addrspace(5) %5, align 4
  %23 = load i32, ptr addrspace(5) %6, align 4
  %24 = icmp ult i32 %22, %23
  br i1 %24, label %25, label %37

25:                                               ; preds = %21
  %26 = load i32, ptr addrspace(5) %5, align 4
  %27 = load i32, ptr addrspace(5) %6, align 4
  %28 = add i32 %26, %27
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %29
  %31 = load i32, ptr addrspace(3) %30, align 4
  %32 = load i32, ptr addrspace(5) %5, align 4
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %33
  %35 = load i32, ptr addrspace(3) %34, align 4
  %36 = add nsw i32 %35, %31
  store i32 %36, ptr addrspace(3) %34, align 4
  br label %37

37:                                               ; preds = %25, %21
  call void @_Z7barrierj(i32 noundef 1) #4
  br label %38

38:                                               ; preds = %37
  %39 = load i32, ptr addrspace(5) %6, align 4
  %40 = lshr i32 %39, 1
  store i32 %40, ptr addrspace(5) %6, align 4
  br label %18

41:                                               ; preds = %18
  %42 = load i32, ptr addrspace(5) %5, align 4
  %43 = icmp ult i32 %42, 8
  br i1 %43, label %44, label %49

44:                                               ; preds = %41
  %45 = load i32, ptr addrspace(5) %5, align 4
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %46
  %48 = load i32, ptr addrspace(3) %47, align 4
  br label %50

49:                                               ; preds = %41
  br label %50

50:                                               ; preds = %49, %44
  %51 = phi i32 [ %48, %44 ], [ 0, %49 ]
  %52 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %51) #4
  store i32 %52, ptr addrspace(5) %7, align 4
  %53 = load i32, ptr addrspace(5) %7, align 4
  %54 = mul nsw i32 %53, 100
  %55 = load i32, ptr addrspace(5) %5, align 4
  %56 = and i32 %55, 7
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %57
  %59 = load i32, ptr addrspace(3) %58, align 4
  %60 = add nsw i32 %54, %59
  %61 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %62 = load i32, ptr addrspace(5) %5, align 4
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr addrspace(1) %61, i64 %63
  store i32 %60, ptr addrspace(1) %64, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) #2

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
