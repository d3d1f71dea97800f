; ModuleID = '/tmp/a14build/cl_a14_pre.ll'
source_filename = "a14.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@cl_local_inc.bins = external hidden addrspace(3) global [4 x i32], align 4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_local_inc(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 2 %2, ptr addrspace(1) noundef align 2 %3) #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8, !tbaa !9
  store ptr addrspace(1) %2, ptr addrspace(5) %7, align 8, !tbaa !9
  store ptr addrspace(1) %3, ptr addrspace(5) %8, align 8, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #4
  %12 = call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr addrspace(5) %9, align 4, !tbaa !13
  %14 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %15 = icmp ult i32 %14, 4
  br i1 %15, label %16, label %20

16:                                               ; preds = %4
  %17 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds [4 x i32], ptr addrspace(3) @cl_local_inc.bins, i64 0, i64 %18
  store i32 0, ptr addrspace(3) %19, align 4, !tbaa !13
  br label %20

20:                                               ; preds = %16, %4
  call void @_Z7barrierj(i32 noundef 1) #6
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10) #4
  %21 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !tbaa !9
  %22 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !13
  store i32 %25, ptr addrspace(5) %10, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %11) #4
  %26 = load i32, ptr addrspace(5) %10, align 4, !tbaa !13
  %27 = and i32 %26, 3
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [4 x i32], ptr addrspace(3) @cl_local_inc.bins, i64 0, i64 %28
  %30 = call i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef %29) #6
  store i32 %30, ptr addrspace(5) %11, align 4, !tbaa !13
  call void @_Z7barrierj(i32 noundef 1) #6
  %31 = load i32, ptr addrspace(5) %10, align 4, !tbaa !13
  %32 = and i32 %31, 3
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [4 x i32], ptr addrspace(3) @cl_local_inc.bins, i64 0, i64 %33
  %35 = load i32, ptr addrspace(3) %34, align 4, !tbaa !13
  %36 = mul nsw i32 %35, 10
  %37 = load i32, ptr addrspace(5) %11, align 4, !tbaa !13
  %38 = load i32, ptr addrspace(5) %10, align 4, !tbaa !13
  %39 = and i32 %38, 3
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [4 x i32], ptr addrspace(3) @cl_local_inc.bins, i64 0, i64 %40
  %42 = load i32, ptr addrspace(3) %41, align 4, !tbaa !13
  %43 = icmp slt i32 %37, %42
  %44 = zext i1 %43 to i32
  %45 = add nsw i32 %36, %44
  %46 = load ptr addrspace(1), ptr addrspace(5) %6, align 8, !tbaa !9
  %47 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr addrspace(1) %46, i64 %48
  store i32 %45, ptr addrspace(1) %49, align 4, !tbaa !13
  %50 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !tbaa !9
  %51 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds half, ptr addrspace(1) %50, i64 %52
  %54 = load half, ptr addrspace(1) %53, align 2, !tbaa !15
  %55 = call half @_Z20sub_group_reduce_addDh(half noundef %54) #6
  %56 = load ptr addrspace(1), ptr addrspace(5) %8, align 8, !tbaa !9
  %57 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds half, ptr addrspace(1) %56, i64 %58
  store half %55, ptr addrspace(1) %59, align 2, !tbaa !15
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %11) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef) #3

; Function Attrs: convergent nounwind
declare hidden half @_Z20sub_group_reduce_addDh(half noundef) #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
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
!5 = !{i32 1, i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"int*", !"int*", !"half*", !"half*"}
!8 = !{!"const", !"", !"const", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"half", !11, i64 0}
