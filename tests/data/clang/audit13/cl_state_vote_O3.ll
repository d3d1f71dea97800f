; ModuleID = '/tmp/a13build/cl_a13_O3.ll'
source_filename = "a13.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_state_vote(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #2 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = tail call i32 @_Z22get_sub_group_local_idv() #4
  %5 = and i64 %3, 4294967295
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !9
  %8 = and i32 %7, 3
  %9 = icmp eq i32 %8, 3
  br i1 %9, label %13, label %10

10:                                               ; preds = %2
  %11 = icmp eq i32 %4, 5
  %12 = zext i1 %11 to i32
  br label %16

13:                                               ; preds = %31, %2
  %14 = phi i32 [ 0, %2 ], [ %35, %31 ]
  %15 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5
  store i32 %14, ptr addrspace(1) %15, align 4, !tbaa !9
  ret void

16:                                               ; preds = %31, %10
  %17 = phi i32 [ 0, %10 ], [ %36, %31 ]
  %18 = phi i32 [ 0, %10 ], [ %35, %31 ]
  %19 = phi i32 [ %8, %10 ], [ %33, %31 ]
  switch i32 %19, label %25 [
    i32 0, label %20
    i32 1, label %22
  ]

20:                                               ; preds = %16
  %21 = tail call i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #4
  br label %31

22:                                               ; preds = %16
  %23 = tail call i32 @_Z13sub_group_anyi(i32 noundef %12) #4
  %24 = mul nsw i32 %23, 100
  br label %31

25:                                               ; preds = %16
  %26 = load i32, ptr addrspace(1) %6, align 4, !tbaa !9
  %27 = icmp slt i32 %26, 100
  %28 = zext i1 %27 to i32
  %29 = tail call i32 @_Z13sub_group_alli(i32 noundef %28) #4
  %30 = mul nsw i32 %29, 1000
  br label %31

31:                                               ; preds = %25, %22, %20
  %32 = phi i1 [ false, %25 ], [ false, %22 ], [ true, %20 ]
  %33 = phi i32 [ 3, %25 ], [ 3, %22 ], [ 2, %20 ]
  %34 = phi i32 [ %30, %25 ], [ %24, %22 ], [ %21, %20 ]
  %35 = add nsw i32 %34, %18
  %36 = add nuw nsw i32 %17, 1
  %37 = icmp ult i32 %17, 3
  %38 = and i1 %37, %32
  br i1 %38, label %16, label %13
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare hidden i32 @_Z13sub_group_anyi(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare hidden i32 @_Z13sub_group_alli(i32 noundef) local_unnamed_addr #0

attributes #0 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
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
