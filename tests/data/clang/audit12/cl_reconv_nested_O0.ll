; ModuleID = '/tmp/a12build/cl_O0.ll'
source_filename = "a12.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @cl_reconv_nested(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
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
  store i32 0, ptr addrspace(5) %7, align 4
  store i32 0, ptr addrspace(5) %8, align 4
  br label %13

13:                                               ; preds = %73, %2
  %14 = load i32, ptr addrspace(5) %8, align 4
  %15 = load i32, ptr addrspace(5) %6, align 4
  %16 = and i32 %15, 3
  %17 = add i32 %16, 1
  %18 = icmp ult i32 %14, %17
  br i1 %18, label %19, label %76

19:                                               ; preds = %13
  %20 = call i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #4
  %21 = load i32, ptr addrspace(5) %7, align 4
  %22 = add nsw i32 %21, %20
  store i32 %22, ptr addrspace(5) %7, align 4
  %23 = load i32, ptr addrspace(5) %6, align 4
  %24 = and i32 %23, 4
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %30

26:                                               ; preds = %19
  %27 = load i32, ptr addrspace(5) %8, align 4
  %28 = icmp eq i32 %27, 1
  br i1 %28, label %29, label %30

29:                                               ; preds = %26
  br label %73

30:                                               ; preds = %26, %19
  store i32 0, ptr addrspace(5) %9, align 4
  br label %31

31:                                               ; preds = %56, %30
  %32 = load i32, ptr addrspace(5) %9, align 4
  %33 = icmp ult i32 %32, 4
  br i1 %33, label %34, label %59

34:                                               ; preds = %31
  %35 = load i32, ptr addrspace(5) %9, align 4
  %36 = load i32, ptr addrspace(5) %6, align 4
  %37 = and i32 %36, 1
  %38 = load i32, ptr addrspace(5) %8, align 4
  %39 = add i32 %37, %38
  %40 = icmp eq i32 %35, %39
  br i1 %40, label %41, label %42

41:                                               ; preds = %34
  br label %59

42:                                               ; preds = %34
  %43 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %44 = load i32, ptr addrspace(5) %5, align 4
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr addrspace(1) %43, i64 %45
  %47 = load i32, ptr addrspace(1) %46, align 4
  %48 = load i32, ptr addrspace(5) %9, align 4
  %49 = icmp sgt i32 %47, %48
  %50 = zext i1 %49 to i64
  %51 = select i1 %49, i32 1, i32 0
  %52 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %51) #4
  %53 = mul nsw i32 100, %52
  %54 = load i32, ptr addrspace(5) %7, align 4
  %55 = add nsw i32 %54, %53
  store i32 %55, ptr addrspace(5) %7, align 4
  br label %56

56:                                               ; preds = %42
  %57 = load i32, ptr addrspace(5) %9, align 4
  %58 = add i32 %57, 1
  store i32 %58, ptr addrspace(5) %9, align 4
  br label %31

59:                                               ; preds = %41, %31
  %60 = load i32, ptr addrspace(5) %6, align 4
  %61 = icmp eq i32 %60, 6
  br i1 %61, label %62, label %72

62:                                               ; preds = %59
  %63 = load i32, ptr addrspace(5) %8, align 4
  %64 = icmp eq i32 %63, 2
  br i1 %64, label %65, label %72

65:                                               ; preds = %62
  %66 = load i32, ptr addrspace(5) %7, align 4
  %67 = sub nsw i32 0, %66
  %68 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %69 = load i32, ptr addrspace(5) %5, align 4
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr addrspace(1) %68, i64 %70
  store i32 %67, ptr addrspace(1) %71, align 4
  br label %85

72:                                               ; preds = %62, %59
  br label %73

73:                                               ; preds = %72, %29
  %74 = load i32, ptr addrspace(5) %8, align 4
  %75 = add i32 %74, 1
  store i32 %75, ptr addrspace(5) %8, align 4
  br label %13

76:                                               ; preds = %13
  %77 = load i32, ptr addrspace(5) %7, align 4
  %78 = call i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #4
  %79 = mul nsw i32 10000, %78
  %80 = add nsw i32 %77, %79
  %81 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %82 = load i32, ptr addrspace(5) %5, align 4
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds i32, ptr addrspace(1) %81, i64 %83
  store i32 %80, ptr addrspace(1) %84, align 4
  br label %85

85:                                               ; preds = %76, %65
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() #2

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
