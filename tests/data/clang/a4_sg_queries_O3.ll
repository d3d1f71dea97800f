; ModuleID = '/tmp/ocl/a4.ll'
source_filename = "audit4.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #0

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_sg_queries(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %2 = tail call i32 @_Z22get_sub_group_local_idv() #2
  %3 = tail call i32 @_Z18get_sub_group_sizev() #2
  %4 = mul i32 %2, 5
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  store i32 %3, ptr addrspace(1) %6, align 4, !tbaa !9
  %7 = tail call i32 @_Z22get_max_sub_group_sizev() #2
  %8 = add i32 %4, 1
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9
  store i32 %7, ptr addrspace(1) %10, align 4, !tbaa !9
  %11 = tail call i32 @_Z18get_num_sub_groupsv() #2
  %12 = add i32 %4, 2
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  store i32 %11, ptr addrspace(1) %14, align 4, !tbaa !9
  %15 = tail call i32 @_Z27get_enqueued_num_sub_groupsv() #2
  %16 = add i32 %4, 3
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %17
  store i32 %15, ptr addrspace(1) %18, align 4, !tbaa !9
  %19 = tail call i32 @_Z16get_sub_group_idv() #2
  %20 = tail call i32 @_Z18get_sub_group_sizev() #2
  %21 = mul i32 %20, %2
  %22 = add i32 %21, %19
  %23 = add i32 %4, 4
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %24
  store i32 %22, ptr addrspace(1) %25, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z18get_sub_group_sizev() local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_max_sub_group_sizev() local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare hidden i32 @_Z18get_num_sub_groupsv() local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare hidden i32 @_Z27get_enqueued_num_sub_groupsv() local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare hidden i32 @_Z16get_sub_group_idv() local_unnamed_addr #0

attributes #0 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1}
!6 = !{!"none"}
!7 = !{!"uint*"}
!8 = !{!""}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
