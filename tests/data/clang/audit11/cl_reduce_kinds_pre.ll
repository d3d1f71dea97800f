; ModuleID = '/tmp/a11build/cl_pre.ll'
source_filename = "a11.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_reduce_kinds(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 8 %1, i32 noundef %2) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8, !tbaa !9
  store i32 %2, ptr addrspace(5) %6, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #4
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr addrspace(5) %7, align 4, !tbaa !13
  %13 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %14 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %15 = icmp uge i32 %13, %14
  br i1 %15, label %16, label %17

16:                                               ; preds = %3
  store i32 1, ptr addrspace(5) %8, align 4
  br label %50

17:                                               ; preds = %3
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #4
  %18 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %19 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %18, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !13
  store i32 %22, ptr addrspace(5) %9, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %10) #4
  %23 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %24 = and i32 %23, 1
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %35

26:                                               ; preds = %17
  %27 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %28 = zext i32 %27 to i64
  %29 = shl i64 %28, 32
  %30 = call i64 @_Z20sub_group_reduce_addm(i64 noundef %29) #6
  %31 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %32 = call i32 @_Z20sub_group_reduce_minj(i32 noundef %31) #6
  %33 = zext i32 %32 to i64
  %34 = add i64 %30, %33
  store i64 %34, ptr addrspace(5) %10, align 8, !tbaa !15
  br label %40

35:                                               ; preds = %17
  %36 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %37 = zext i32 %36 to i64
  %38 = sub nsw i64 %37, 100
  %39 = call i64 @_Z20sub_group_reduce_maxl(i64 noundef %38) #6
  store i64 %39, ptr addrspace(5) %10, align 8, !tbaa !15
  br label %40

40:                                               ; preds = %35, %26
  %41 = load i64, ptr addrspace(5) %10, align 8, !tbaa !15
  %42 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %43 = call i32 @_Z28sub_group_scan_exclusive_maxj(i32 noundef %42) #6
  %44 = zext i32 %43 to i64
  %45 = add i64 %41, %44
  %46 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !tbaa !9
  %47 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds i64, ptr addrspace(1) %46, i64 %48
  store i64 %45, ptr addrspace(1) %49, align 8, !tbaa !15
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %10) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #4
  store i32 0, ptr addrspace(5) %8, align 4
  br label %50

50:                                               ; preds = %40, %16
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #4
  %51 = load i32, ptr addrspace(5) %8, align 4
  switch i32 %51, label %53 [
    i32 0, label %52
    i32 1, label %52
  ]

52:                                               ; preds = %50, %50
  ret void

53:                                               ; preds = %50
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i64 @_Z20sub_group_reduce_addm(i64 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_minj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i64 @_Z20sub_group_reduce_maxl(i64 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_exclusive_maxj(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #1

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
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
!7 = !{!"uint*", !"ulong*", !"uint"}
!8 = !{!"const", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !11, i64 0}
