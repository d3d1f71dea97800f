; ModuleID = '/tmp/a12build/cl_pre.ll'
source_filename = "a12.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_switch_scan(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %5) #4
  %8 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %9 = trunc i64 %8 to i32
  store i32 %9, ptr addrspace(5) %5, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %6) #4
  %10 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !tbaa !9
  %11 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !13
  store i32 %14, ptr addrspace(5) %6, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #4
  store i32 0, ptr addrspace(5) %7, align 4, !tbaa !13
  %15 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %16 = and i32 %15, 3
  switch i32 %16, label %34 [
    i32 0, label %17
    i32 1, label %21
    i32 2, label %26
  ]

17:                                               ; preds = %2
  %18 = call i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef 1) #6
  %19 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %20 = add nsw i32 %19, %18
  store i32 %20, ptr addrspace(5) %7, align 4, !tbaa !13
  br label %21

21:                                               ; preds = %17, %2
  %22 = call i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef 1) #6
  %23 = mul nsw i32 100, %22
  %24 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %25 = add nsw i32 %24, %23
  store i32 %25, ptr addrspace(5) %7, align 4, !tbaa !13
  br label %42

26:                                               ; preds = %2
  %27 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %28 = icmp sgt i32 %27, 8
  %29 = zext i1 %28 to i32
  %30 = call i32 @_Z13sub_group_anyi(i32 noundef %29) #6
  %31 = mul nsw i32 10000, %30
  %32 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr addrspace(5) %7, align 4, !tbaa !13
  br label %34

34:                                               ; preds = %26, %2
  %35 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %36 = icmp sgt i32 %35, 2
  %37 = zext i1 %36 to i32
  %38 = call i32 @_Z13sub_group_alli(i32 noundef %37) #6
  %39 = mul nsw i32 100000, %38
  %40 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %41 = add nsw i32 %40, %39
  store i32 %41, ptr addrspace(5) %7, align 4, !tbaa !13
  br label %42

42:                                               ; preds = %34, %21
  %43 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %44 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %45 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(1) %44, i64 %46
  store i32 %43, ptr addrspace(1) %47, align 4, !tbaa !13
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %6) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %5) #4
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z13sub_group_anyi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z13sub_group_alli(i32 noundef) #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

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
