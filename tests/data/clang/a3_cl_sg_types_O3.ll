; clang-19 -x cl -cl-std=CL2.0 --target=amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -emit-llvm -S -O3 audit3.cl, then llvm-extract-19 --recursive --func=cl_sg_types
; ModuleID = 'all.ll'
source_filename = "audit3.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #0

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_sg_types(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 8 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 8 %3) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %5 = tail call i32 @_Z22get_sub_group_local_idv() #2
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !9
  %9 = tail call i32 @_Z20sub_group_reduce_addj(i32 noundef %8) #2
  %10 = load i32, ptr addrspace(1) %7, align 4, !tbaa !9
  %11 = tail call i32 @_Z20sub_group_reduce_maxj(i32 noundef %10) #2
  %12 = xor i32 %11, %9
  %13 = load i32, ptr addrspace(1) %7, align 4, !tbaa !9
  %14 = tail call i32 @_Z20sub_group_reduce_minj(i32 noundef %13) #2
  %15 = xor i32 %12, %14
  %16 = load i32, ptr addrspace(1) %7, align 4, !tbaa !9
  %17 = tail call i32 @_Z19sub_group_broadcastjj(i32 noundef %16, i32 noundef 2) #2
  %18 = xor i32 %15, %17
  %19 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %6
  store i32 %18, ptr addrspace(1) %19, align 4, !tbaa !9
  %20 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %6
  %21 = load i64, ptr addrspace(1) %20, align 8, !tbaa !13
  %22 = tail call i64 @_Z20sub_group_reduce_addl(i64 noundef %21) #2
  %23 = load i64, ptr addrspace(1) %20, align 8, !tbaa !13
  %24 = tail call i64 @_Z20sub_group_reduce_minl(i64 noundef %23) #2
  %25 = mul nsw i64 %24, 3
  %26 = add nsw i64 %25, %22
  %27 = load i64, ptr addrspace(1) %20, align 8, !tbaa !13
  %28 = tail call i64 @_Z20sub_group_reduce_maxm(i64 noundef %27) #2
  %29 = mul nsw i64 %28, 5
  %30 = add nsw i64 %26, %29
  %31 = load i64, ptr addrspace(1) %20, align 8, !tbaa !13
  %32 = tail call i64 @_Z19sub_group_broadcastlj(i64 noundef %31, i32 noundef 1) #2
  %33 = mul nsw i64 %32, 7
  %34 = add nsw i64 %30, %33
  %35 = getelementptr inbounds i64, ptr addrspace(1) %3, i64 %6
  store i64 %34, ptr addrspace(1) %35, align 8, !tbaa !13
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addj(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_maxj(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_minj(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare hidden i32 @_Z19sub_group_broadcastjj(i32 noundef, i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare hidden i64 @_Z20sub_group_reduce_addl(i64 noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare hidden i64 @_Z20sub_group_reduce_minl(i64 noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare hidden i64 @_Z20sub_group_reduce_maxm(i64 noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare hidden i64 @_Z19sub_group_broadcastlj(i64 noundef, i32 noundef) local_unnamed_addr #0

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
!5 = !{i32 1, i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"uint*", !"long*", !"uint*", !"long*"}
!8 = !{!"const", !"const", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !11, i64 0}
