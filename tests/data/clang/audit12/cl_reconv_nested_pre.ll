; ModuleID = '/tmp/a12build/cl_pre.ll'
source_filename = "a12.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_reconv_nested(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %5) #4
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr addrspace(5) %5, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %6) #4
  %13 = call i32 @_Z22get_sub_group_local_idv() #6
  store i32 %13, ptr addrspace(5) %6, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #4
  store i32 0, ptr addrspace(5) %7, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #4
  store i32 0, ptr addrspace(5) %8, align 4, !tbaa !13
  br label %14

14:                                               ; preds = %77, %2
  %15 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %16 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %17 = and i32 %16, 3
  %18 = add i32 %17, 1
  %19 = icmp ult i32 %15, %18
  br i1 %19, label %21, label %20

20:                                               ; preds = %14
  store i32 2, ptr addrspace(5) %9, align 4
  br label %80

21:                                               ; preds = %14
  %22 = call i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #6
  %23 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %24 = add nsw i32 %23, %22
  store i32 %24, ptr addrspace(5) %7, align 4, !tbaa !13
  %25 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %26 = and i32 %25, 4
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %32

28:                                               ; preds = %21
  %29 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %30 = icmp eq i32 %29, 1
  br i1 %30, label %31, label %32

31:                                               ; preds = %28
  br label %77

32:                                               ; preds = %28, %21
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10) #4
  store i32 0, ptr addrspace(5) %10, align 4, !tbaa !13
  br label %33

33:                                               ; preds = %59, %32
  %34 = load i32, ptr addrspace(5) %10, align 4, !tbaa !13
  %35 = icmp ult i32 %34, 4
  br i1 %35, label %37, label %36

36:                                               ; preds = %33
  store i32 5, ptr addrspace(5) %9, align 4
  br label %62

37:                                               ; preds = %33
  %38 = load i32, ptr addrspace(5) %10, align 4, !tbaa !13
  %39 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %40 = and i32 %39, 1
  %41 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %42 = add i32 %40, %41
  %43 = icmp eq i32 %38, %42
  br i1 %43, label %44, label %45

44:                                               ; preds = %37
  store i32 5, ptr addrspace(5) %9, align 4
  br label %62

45:                                               ; preds = %37
  %46 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !tbaa !9
  %47 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr addrspace(1) %46, i64 %48
  %50 = load i32, ptr addrspace(1) %49, align 4, !tbaa !13
  %51 = load i32, ptr addrspace(5) %10, align 4, !tbaa !13
  %52 = icmp sgt i32 %50, %51
  %53 = zext i1 %52 to i64
  %54 = select i1 %52, i32 1, i32 0
  %55 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %54) #6
  %56 = mul nsw i32 100, %55
  %57 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %58 = add nsw i32 %57, %56
  store i32 %58, ptr addrspace(5) %7, align 4, !tbaa !13
  br label %59

59:                                               ; preds = %45
  %60 = load i32, ptr addrspace(5) %10, align 4, !tbaa !13
  %61 = add i32 %60, 1
  store i32 %61, ptr addrspace(5) %10, align 4, !tbaa !13
  br label %33

62:                                               ; preds = %44, %36
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #4
  br label %63

63:                                               ; preds = %62
  %64 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %65 = icmp eq i32 %64, 6
  br i1 %65, label %66, label %76

66:                                               ; preds = %63
  %67 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %68 = icmp eq i32 %67, 2
  br i1 %68, label %69, label %76

69:                                               ; preds = %66
  %70 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %71 = sub nsw i32 0, %70
  %72 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %73 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr addrspace(1) %72, i64 %74
  store i32 %71, ptr addrspace(1) %75, align 4, !tbaa !13
  store i32 1, ptr addrspace(5) %9, align 4
  br label %80

76:                                               ; preds = %66, %63
  br label %77

77:                                               ; preds = %76, %31
  %78 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %79 = add i32 %78, 1
  store i32 %79, ptr addrspace(5) %8, align 4, !tbaa !13
  br label %14

80:                                               ; preds = %69, %20
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #4
  %81 = load i32, ptr addrspace(5) %9, align 4
  switch i32 %81, label %91 [
    i32 2, label %82
  ]

82:                                               ; preds = %80
  %83 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %84 = call i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #6
  %85 = mul nsw i32 10000, %84
  %86 = add nsw i32 %83, %85
  %87 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %88 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds i32, ptr addrspace(1) %87, i64 %89
  store i32 %86, ptr addrspace(1) %90, align 4, !tbaa !13
  store i32 0, ptr addrspace(5) %9, align 4
  br label %91

91:                                               ; preds = %82, %80
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %6) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %5) #4
  %92 = load i32, ptr addrspace(5) %9, align 4
  switch i32 %92, label %94 [
    i32 0, label %93
    i32 1, label %93
  ]

93:                                               ; preds = %91, %91
  ret void

94:                                               ; preds = %91
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #1

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"int*", !"int*"}
!8 = !{!"const", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
