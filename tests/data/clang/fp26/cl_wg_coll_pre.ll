; ModuleID = '/tmp/fp26build/cl_pre.ll'
source_filename = "fp26.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_wg_coll(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #2 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8, !tbaa !9
  store i32 %2, ptr addrspace(5) %6, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #4
  %11 = call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr addrspace(5) %7, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #4
  %13 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %14 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = and i32 %17, 63
  store i32 %18, ptr addrspace(5) %8, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #4
  store i32 0, ptr addrspace(5) %9, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10) #4
  store i32 0, ptr addrspace(5) %10, align 4, !tbaa !13
  br label %19

19:                                               ; preds = %39, %3
  %20 = load i32, ptr addrspace(5) %10, align 4, !tbaa !13
  %21 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %22 = and i32 %21, 3
  %23 = add nsw i32 %22, 1
  %24 = icmp slt i32 %20, %23
  br i1 %24, label %26, label %25

25:                                               ; preds = %19
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #4
  br label %42

26:                                               ; preds = %19
  %27 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %28 = call i32 @_Z21work_group_reduce_addi(i32 noundef %27) #6
  %29 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %30 = add nsw i32 %29, %28
  store i32 %30, ptr addrspace(5) %9, align 4, !tbaa !13
  %31 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %32 = call i32 @_Z20work_group_broadcastim(i32 noundef %31, i64 noundef 3) #6
  %33 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr addrspace(5) %9, align 4, !tbaa !13
  %35 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %36 = load i32, ptr addrspace(5) %10, align 4, !tbaa !13
  %37 = add nsw i32 %35, %36
  %38 = call i32 @_Z29work_group_scan_inclusive_maxi(i32 noundef %37) #6
  store i32 %38, ptr addrspace(5) %8, align 4, !tbaa !13
  br label %39

39:                                               ; preds = %26
  %40 = load i32, ptr addrspace(5) %10, align 4, !tbaa !13
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr addrspace(5) %10, align 4, !tbaa !13
  br label %19

42:                                               ; preds = %25
  %43 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %44 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %45 = add nsw i32 %43, %44
  %46 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !tbaa !9
  %47 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr addrspace(1) %46, i64 %48
  store i32 %45, ptr addrspace(1) %49, align 4, !tbaa !13
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #4
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z21work_group_reduce_addi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20work_group_broadcastim(i32 noundef, i64 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z29work_group_scan_inclusive_maxi(i32 noundef) #3

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
!5 = !{i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"int*", !"int*", !"int"}
!8 = !{!"const", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
