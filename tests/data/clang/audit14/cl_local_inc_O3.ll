; ModuleID = '/tmp/a14build/cl_a14_O3.ll'
source_filename = "a14.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@cl_local_inc.bins = external hidden addrspace(3) global [4 x i32], align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_local_inc(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 2 %2, ptr addrspace(1) nocapture noundef writeonly align 2 %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %6 = and i64 %5, 4294967292
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %4
  %9 = trunc i64 %5 to i32
  %10 = getelementptr inbounds [4 x i32], ptr addrspace(3) @cl_local_inc.bins, i32 0, i32 %9
  store i32 0, ptr addrspace(3) %10, align 4, !tbaa !9
  br label %11

11:                                               ; preds = %8, %4
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %12 = and i64 %5, 4294967295
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !9
  %15 = and i32 %14, 3
  %16 = getelementptr inbounds [4 x i32], ptr addrspace(3) @cl_local_inc.bins, i32 0, i32 %15
  %17 = tail call i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef %16) #4
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %18 = load i32, ptr addrspace(3) %16, align 4, !tbaa !9
  %19 = mul nsw i32 %18, 10
  %20 = icmp slt i32 %17, %18
  %21 = zext i1 %20 to i32
  %22 = or disjoint i32 %19, %21
  %23 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  store i32 %22, ptr addrspace(1) %23, align 4, !tbaa !9
  %24 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %12
  %25 = load half, ptr addrspace(1) %24, align 2, !tbaa !13
  %26 = tail call half @_Z20sub_group_reduce_addDh(half noundef %25) #4
  %27 = getelementptr inbounds half, ptr addrspace(1) %3, i64 %12
  store half %26, ptr addrspace(1) %27, align 2, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden half @_Z20sub_group_reduce_addDh(half noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

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
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"half", !11, i64 0}
