; ModuleID = '/tmp/a13build/cl_a13_pre.ll'
source_filename = "a13.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_scan_trip(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %5) #4
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr addrspace(5) %5, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %6) #4
  %11 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !tbaa !9
  %12 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %11, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !13
  %16 = and i32 %15, 3
  store i32 %16, ptr addrspace(5) %6, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #4
  store i32 0, ptr addrspace(5) %7, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #4
  store i32 0, ptr addrspace(5) %8, align 4, !tbaa !13
  br label %17

17:                                               ; preds = %46, %2
  %18 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %19 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %20 = icmp sle i32 %18, %19
  br i1 %20, label %22, label %21

21:                                               ; preds = %17
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #4
  br label %49

22:                                               ; preds = %17
  %23 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !tbaa !9
  %24 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr addrspace(1) %23, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4, !tbaa !13
  %28 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %29 = sub nsw i32 %27, %28
  %30 = call i32 @_Z28sub_group_scan_inclusive_maxi(i32 noundef %29) #6
  %31 = mul nsw i32 %30, 10000
  %32 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !tbaa !9
  %33 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(1) %32, i64 %34
  %36 = load i32, ptr addrspace(1) %35, align 4, !tbaa !13
  %37 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %38 = add nsw i32 %36, %37
  %39 = call i32 @_Z28sub_group_scan_inclusive_mini(i32 noundef %38) #6
  %40 = mul nsw i32 %39, 100
  %41 = add nsw i32 %31, %40
  %42 = call i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef 1) #6
  %43 = add nsw i32 %41, %42
  %44 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr addrspace(5) %7, align 4, !tbaa !13
  br label %46

46:                                               ; preds = %22
  %47 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr addrspace(5) %8, align 4, !tbaa !13
  br label %17

49:                                               ; preds = %21
  %50 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %51 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %52 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr addrspace(1) %51, i64 %53
  store i32 %50, ptr addrspace(1) %54, align 4, !tbaa !13
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %6) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %5) #4
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_inclusive_maxi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_inclusive_mini(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef) #3

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
