; ModuleID = '/tmp/a14build/cl_a14_pre.ll'
source_filename = "a14.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_ret_scan(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %5) #3
  %11 = call i32 @_Z22get_sub_group_local_idv() #4
  store i32 %11, ptr addrspace(5) %5, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %6) #3
  %12 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !tbaa !9
  %13 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %12, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !13
  store i32 %16, ptr addrspace(5) %6, align 4, !tbaa !13
  %17 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %18 = icmp slt i32 %17, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %2
  store i32 1, ptr addrspace(5) %7, align 4
  br label %38

20:                                               ; preds = %2
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #3
  %21 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %22 = call i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef %21) #4
  store i32 %22, ptr addrspace(5) %8, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #3
  %23 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %24 = call i32 @_Z20sub_group_reduce_maxi(i32 noundef %23) #4
  store i32 %24, ptr addrspace(5) %9, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10) #3
  %25 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %26 = call i32 @_Z19sub_group_broadcastij(i32 noundef %25, i32 noundef 0) #4
  store i32 %26, ptr addrspace(5) %10, align 4, !tbaa !13
  %27 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %28 = mul nsw i32 %27, 10000
  %29 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %30 = mul nsw i32 %29, 100
  %31 = add nsw i32 %28, %30
  %32 = load i32, ptr addrspace(5) %10, align 4, !tbaa !13
  %33 = add nsw i32 %31, %32
  %34 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %35 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr addrspace(1) %34, i64 %36
  store i32 %33, ptr addrspace(1) %37, align 4, !tbaa !13
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #3
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #3
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #3
  store i32 0, ptr addrspace(5) %7, align 4
  br label %38

38:                                               ; preds = %20, %19
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %6) #3
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %5) #3
  %39 = load i32, ptr addrspace(5) %7, align 4
  switch i32 %39, label %41 [
    i32 0, label %40
    i32 1, label %40
  ]

40:                                               ; preds = %38, %38
  ret void

41:                                               ; preds = %38
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_maxi(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #1

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { nounwind }
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
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
