; ModuleID = '/tmp/a10build/cl_O1.ll'
source_filename = "a10.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_wg_scan(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %5 = tail call i32 @_Z16get_sub_group_idv() #4
  %6 = and i64 %4, 4294967295
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !9
  %9 = tail call i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef %8) #4
  %10 = tail call i32 @_Z22get_sub_group_local_idv() #4
  %11 = tail call i32 @_Z18get_sub_group_sizev() #4
  %12 = add i32 %11, -1
  %13 = icmp eq i32 %10, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %3
  %15 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %5
  store i32 %9, ptr addrspace(3) %15, align 4, !tbaa !9
  br label %16

16:                                               ; preds = %14, %3
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %17 = icmp eq i32 %5, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %22, %16
  %19 = phi i32 [ 0, %16 ], [ %27, %22 ]
  %20 = add nsw i32 %19, %9
  %21 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6
  store i32 %20, ptr addrspace(1) %21, align 4, !tbaa !9
  ret void

22:                                               ; preds = %22, %16
  %23 = phi i32 [ %28, %22 ], [ 0, %16 ]
  %24 = phi i32 [ %27, %22 ], [ 0, %16 ]
  %25 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %23
  %26 = load i32, ptr addrspace(3) %25, align 4, !tbaa !9
  %27 = add nsw i32 %26, %24
  %28 = add nuw i32 %23, 1
  %29 = icmp eq i32 %28, %5
  br i1 %29, label %18, label %22, !llvm.loop !13
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z16get_sub_group_idv() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z18get_sub_group_sizev() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

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
!5 = !{i32 1, i32 1, i32 3}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"int*", !"int*", !"int*"}
!8 = !{!"const", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
