; ModuleID = '/tmp/ocl/a4.ll'
source_filename = "audit4.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #0

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_dh_scans(ptr addrspace(1) nocapture noundef readonly align 8 %0, ptr addrspace(1) nocapture noundef writeonly align 8 %1, ptr addrspace(1) nocapture noundef writeonly align 2 %2) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = tail call i32 @_Z22get_sub_group_local_idv() #2
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %5
  %7 = load double, ptr addrspace(1) %6, align 8, !tbaa !9
  %8 = fptrunc double %7 to half
  %9 = tail call double @_Z20sub_group_reduce_addd(double noundef %7) #2
  %10 = mul i32 %4, 5
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %11
  store double %9, ptr addrspace(1) %12, align 8, !tbaa !9
  %13 = tail call double @_Z28sub_group_scan_exclusive_mind(double noundef %7) #2
  %14 = add i32 %10, 1
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %15
  store double %13, ptr addrspace(1) %16, align 8, !tbaa !9
  %17 = tail call double @_Z28sub_group_scan_inclusive_addd(double noundef %7) #2
  %18 = add i32 %10, 2
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %19
  store double %17, ptr addrspace(1) %20, align 8, !tbaa !9
  %21 = tail call double @_Z20sub_group_reduce_maxd(double noundef %7) #2
  %22 = add i32 %10, 3
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %23
  store double %21, ptr addrspace(1) %24, align 8, !tbaa !9
  %25 = tail call double @_Z28sub_group_scan_inclusive_maxd(double noundef %7) #2
  %26 = add i32 %10, 4
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %27
  store double %25, ptr addrspace(1) %28, align 8, !tbaa !9
  %29 = tail call half @_Z28sub_group_scan_inclusive_addDh(half noundef %8) #2
  %30 = shl i32 %4, 1
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %31
  store half %29, ptr addrspace(1) %32, align 2, !tbaa !13
  %33 = tail call half @_Z20sub_group_reduce_minDh(half noundef %8) #2
  %34 = or disjoint i32 %30, 1
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %35
  store half %33, ptr addrspace(1) %36, align 2, !tbaa !13
  ret void
}

; Function Attrs: convergent nounwind
declare hidden double @_Z20sub_group_reduce_addd(double noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare hidden double @_Z28sub_group_scan_exclusive_mind(double noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare hidden double @_Z28sub_group_scan_inclusive_addd(double noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare hidden double @_Z20sub_group_reduce_maxd(double noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare hidden double @_Z28sub_group_scan_inclusive_maxd(double noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare hidden half @_Z28sub_group_scan_inclusive_addDh(half noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare hidden half @_Z20sub_group_reduce_minDh(half noundef) local_unnamed_addr #0

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
!5 = !{i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"double*", !"double*", !"half*"}
!8 = !{!"const", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"half", !11, i64 0}
