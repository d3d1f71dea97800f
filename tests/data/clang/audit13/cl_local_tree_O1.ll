; ModuleID = '/tmp/a13build/cl_a13_O1.ll'
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
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !9
  %8 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i32 0, i32 %4
  store i32 %7, ptr addrspace(3) %8, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #4
  br label %11

9:                                                ; preds = %20
  %10 = icmp ult i32 %4, 8
  br i1 %10, label %23, label %25

11:                                               ; preds = %20, %2
  %12 = phi i32 [ 32, %2 ], [ %21, %20 ]
  %13 = icmp ugt i32 %12, %4
  br i1 %13, label %14, label %20

14:                                               ; preds = %11
  %15 = add i32 %12, %4
  %16 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i32 0, i32 %15
  %17 = load i32, ptr addrspace(3) %16, align 4, !tbaa !9
  %18 = load i32, ptr addrspace(3) %8, align 4, !tbaa !9
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr addrspace(3) %8, align 4, !tbaa !9
  br label %20

20:                                               ; preds = %14, %11
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %21 = lshr i32 %12, 1
  %22 = icmp ugt i32 %12, 15
  br i1 %22, label %11, label %9, !llvm.loop !13

23:                                               ; preds = %9
  %24 = load i32, ptr addrspace(3) %8, align 4, !tbaa !9
  br label %25

25:                                               ; preds = %23, %9
  %26 = phi i32 [ %24, %23 ], [ 0, %9 ]
  %27 = tail call i32 @_Z20sub_group_reduce_addi(i32 noundef %26) #4
  %28 = mul nsw i32 %27, 100
  %29 = and i32 %4, 7
  %30 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i32 0, i32 %29
  %31 = load i32, ptr addrspace(3) %30, align 4, !tbaa !9
  %32 = add nsw i32 %28, %31
  %33 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5
  store i32 %32, ptr addrspace(1) %33, align 4, !tbaa !9
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
