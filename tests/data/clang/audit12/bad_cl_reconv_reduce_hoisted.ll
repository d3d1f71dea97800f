; ModuleID = '/tmp/a12build/cl_O3.ll'
source_filename = "a12.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_reconv_nested(ptr addrspace(1) nocapture noundef readonly align 4 %v0, ptr addrspace(1) nocapture noundef writeonly align 4 %v1) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
v2:
  %v3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %v4 = tail call i32 @_Z22get_sub_group_local_idv() #4
  %v5 = and i32 %v4, 3
  %v6 = and i32 %v4, 4
  %v7 = icmp ne i32 %v6, 0
  %v8 = and i32 %v4, 1
  %v9 = and i64 %v3, 4294967295
  %v10 = getelementptr inbounds i32, ptr addrspace(1) %v0, i64 %v9
  %v11 = icmp eq i32 %v4, 6
  %v16 = tail call i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #4
  br label %v12

v12:                                               ; preds = %v43, %v2
  %v13 = phi i1 [ false, %v2 ], [ %v46, %v43 ]
  %v14 = phi i32 [ 0, %v2 ], [ %v45, %v43 ]
  %v15 = phi i32 [ 0, %v2 ], [ %v44, %v43 ]
  %v17 = add nsw i32 %v16, %v15
  %v18 = icmp eq i32 %v14, 1
  %v19 = and i1 %v7, %v18
  br i1 %v19, label %v43, label %v20

v20:                                               ; preds = %v12
  %v21 = add nuw nsw i32 %v14, %v8
  %v22 = icmp eq i32 %v21, 0
  br i1 %v22, label %v36, label %v23

v23:                                               ; preds = %v23, %v20
  %v24 = phi i32 [ %v32, %v23 ], [ 0, %v20 ]
  %v25 = phi i32 [ %v31, %v23 ], [ %v17, %v20 ]
  %v26 = load i32, ptr addrspace(1) %v10, align 4, !tbaa !9
  %v27 = icmp sgt i32 %v26, %v24
  %v28 = zext i1 %v27 to i32
  %v29 = tail call i32 @_Z20sub_group_reduce_addi(i32 noundef %v28) #4
  %v30 = mul nsw i32 %v29, 100
  %v31 = add nsw i32 %v30, %v25
  %v32 = add nuw nsw i32 %v24, 1
  %v33 = icmp ugt i32 %v24, 2
  %v34 = icmp eq i32 %v32, %v21
  %v35 = select i1 %v33, i1 true, i1 %v34
  br i1 %v35, label %v36, label %v23

v36:                                               ; preds = %v23, %v20
  %v37 = phi i32 [ %v17, %v20 ], [ %v31, %v23 ]
  %v38 = icmp eq i32 %v14, 2
  %v39 = and i1 %v11, %v38
  br i1 %v39, label %v40, label %v43

v40:                                               ; preds = %v36
  %v41 = sub nsw i32 0, %v37
  %v42 = getelementptr inbounds i32, ptr addrspace(1) %v1, i64 %v9
  store i32 %v41, ptr addrspace(1) %v42, align 4, !tbaa !9
  br label %v48

v43:                                               ; preds = %v36, %v12
  %v44 = phi i32 [ %v17, %v12 ], [ %v37, %v36 ]
  %v45 = add nuw nsw i32 %v14, 1
  %v46 = icmp uge i32 %v14, %v5
  %v47 = icmp eq i32 %v14, %v5
  br i1 %v47, label %v48, label %v12

v48:                                               ; preds = %v43, %v40
  %v49 = phi i1 [ %v13, %v40 ], [ %v46, %v43 ]
  %v50 = phi i32 [ %v37, %v40 ], [ %v44, %v43 ]
  br i1 %v49, label %v51, label %v56

v51:                                               ; preds = %v48
  %v52 = getelementptr inbounds i32, ptr addrspace(1) %v1, i64 %v9
  %v53 = tail call i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #4
  %v54 = mul nsw i32 %v53, 10000
  %v55 = add nsw i32 %v54, %v50
  store i32 %v55, ptr addrspace(1) %v52, align 4, !tbaa !9
  br label %v56

v56:                                               ; preds = %v51, %v48
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #2

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
