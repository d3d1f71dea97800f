; ModuleID = '/tmp/fp26build/cl_pre.ll'
source_filename = "fp26.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent norecurse nounwind
define hidden i32 @grp_sum(i32 noundef %0) #2 {
  %2 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %2, align 4, !tbaa !5
  %3 = load i32, ptr addrspace(5) %2, align 4, !tbaa !5
  %4 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %3) #4
  ret i32 %4
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_helper_sides(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #3 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8, !tbaa !13
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %5) #5
  %9 = call i32 @_Z22get_sub_group_local_idv() #4
  store i32 %9, ptr addrspace(5) %5, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %6) #5
  %10 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !tbaa !13
  %11 = load i32, ptr addrspace(5) %5, align 4, !tbaa !5
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  store i32 %14, ptr addrspace(5) %6, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #5
  %15 = load i32, ptr addrspace(5) %6, align 4, !tbaa !5
  %16 = and i32 %15, 1
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %2
  %19 = load i32, ptr addrspace(5) %6, align 4, !tbaa !5
  %20 = call i32 @grp_sum(i32 noundef %19) #4
  %21 = mul nsw i32 %20, 2
  store i32 %21, ptr addrspace(5) %7, align 4, !tbaa !5
  br label %26

22:                                               ; preds = %2
  %23 = load i32, ptr addrspace(5) %6, align 4, !tbaa !5
  %24 = add nsw i32 %23, 1
  %25 = call i32 @grp_sum(i32 noundef %24) #4
  store i32 %25, ptr addrspace(5) %7, align 4, !tbaa !5
  br label %26

26:                                               ; preds = %22, %18
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #5
  %27 = load i32, ptr addrspace(5) %7, align 4, !tbaa !5
  %28 = icmp sgt i32 %27, 0
  %29 = zext i1 %28 to i32
  %30 = call i32 @_Z13sub_group_alli(i32 noundef %29) #4
  store i32 %30, ptr addrspace(5) %8, align 4, !tbaa !5
  %31 = load i32, ptr addrspace(5) %7, align 4, !tbaa !5
  %32 = mul nsw i32 %31, 2
  %33 = load i32, ptr addrspace(5) %8, align 4, !tbaa !5
  %34 = add nsw i32 %32, %33
  %35 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !13
  %36 = load i32, ptr addrspace(5) %5, align 4, !tbaa !5
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr addrspace(1) %35, i64 %37
  store i32 %34, ptr addrspace(1) %38, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %6) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %5) #5
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z13sub_group_alli(i32 noundef) #1

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i32 1, i32 1}
!10 = !{!"none", !"none"}
!11 = !{!"int*", !"int*"}
!12 = !{!"const", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
