; ModuleID = '/tmp/a13build/cl_a13_O3.ll'
source_filename = "a13.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@cl_local_tree.s = external hidden unnamed_addr addrspace(3) global [64 x i32], align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_local_tree(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %4 = trunc i64 %3 to i32
  %5 = and i64 %3, 4294967295
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !9, !amdgpu.noclobber !13
  %8 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i32 0, i32 %4
  store i32 %7, ptr addrspace(3) %8, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %9 = icmp ult i32 %4, 32
  br i1 %9, label %10, label %16

10:                                               ; preds = %2
  %11 = or disjoint i32 %4, 32
  %12 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i32 0, i32 %11
  %13 = load i32, ptr addrspace(3) %12, align 4, !tbaa !9
  %14 = load i32, ptr addrspace(3) %8, align 4, !tbaa !9
  %15 = add nsw i32 %14, %13
  store i32 %15, ptr addrspace(3) %8, align 4, !tbaa !9
  br label %16

16:                                               ; preds = %10, %2
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %17 = icmp ult i32 %4, 16
  br i1 %17, label %18, label %24

18:                                               ; preds = %16
  %19 = or disjoint i32 %4, 16
  %20 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i32 0, i32 %19
  %21 = load i32, ptr addrspace(3) %20, align 4, !tbaa !9
  %22 = load i32, ptr addrspace(3) %8, align 4, !tbaa !9
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr addrspace(3) %8, align 4, !tbaa !9
  br label %24

24:                                               ; preds = %18, %16
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %25 = icmp ult i32 %4, 8
  br i1 %25, label %26, label %32

26:                                               ; preds = %24
  %27 = or disjoint i32 %4, 8
  %28 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i32 0, i32 %27
  %29 = load i32, ptr addrspace(3) %28, align 4, !tbaa !9
  %30 = load i32, ptr addrspace(3) %8, align 4, !tbaa !9
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr addrspace(3) %8, align 4, !tbaa !9
  br label %32

32:                                               ; preds = %26, %24
  tail call void @_Z7barrierj(i32 noundef 1) #4
  br i1 %25, label %33, label %35

33:                                               ; preds = %32
  %34 = load i32, ptr addrspace(3) %8, align 4, !tbaa !9
  br label %35

35:                                               ; preds = %33, %32
  %36 = phi i32 [ %34, %33 ], [ 0, %32 ]
  %37 = tail call i32 @_Z20sub_group_reduce_addi(i32 noundef %36) #4
  %38 = mul nsw i32 %37, 100
  %39 = and i32 %4, 7
  %40 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i32 0, i32 %39
  %41 = load i32, ptr addrspace(3) %40, align 4, !tbaa !9
  %42 = add nsw i32 %38, %41
  %43 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5
  store i32 %42, ptr addrspace(1) %43, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #2

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
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"int*", !"int*"}
!8 = !{!"const", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{}
