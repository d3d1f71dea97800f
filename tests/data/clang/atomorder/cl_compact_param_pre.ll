; ModuleID = '/tmp/atomorder/cl.ll'
source_filename = "compact.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@g_count = hidden addrspace(1) global i32 0, align 4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_compact_param(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) #3 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(3), align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8, !tbaa !9
  store ptr addrspace(3) %2, ptr addrspace(5) %6, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #4
  %10 = call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr addrspace(5) %7, align 4, !tbaa !13
  %12 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %17

14:                                               ; preds = %3
  %15 = load ptr addrspace(3), ptr addrspace(5) %6, align 4, !tbaa !9
  %16 = getelementptr inbounds i32, ptr addrspace(3) %15, i64 0
  store i32 0, ptr addrspace(3) %16, align 4, !tbaa !13
  br label %17

17:                                               ; preds = %14, %3
  call void @_Z7barrierj(i32 noundef 1) #6
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #4
  %18 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %19 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %18, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !13
  store i32 %22, ptr addrspace(5) %8, align 4, !tbaa !13
  %23 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %24 = and i32 %23, 1
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %42

26:                                               ; preds = %17
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #4
  %27 = load ptr addrspace(3), ptr addrspace(5) %6, align 4, !tbaa !9
  %28 = call i32 @_Z10atomic_addPU3AS3Vii(ptr addrspace(3) noundef %27, i32 noundef 1) #6
  store i32 %28, ptr addrspace(5) %9, align 4, !tbaa !13
  %29 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %30 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !tbaa !9
  %31 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %32 = mul nsw i32 2, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(1) %30, i64 %33
  store i32 %29, ptr addrspace(1) %34, align 4, !tbaa !13
  %35 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %36 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !tbaa !9
  %37 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %38 = mul nsw i32 2, %37
  %39 = add nsw i32 %38, 1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr addrspace(1) %36, i64 %40
  store i32 %35, ptr addrspace(1) %41, align 4, !tbaa !13
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #4
  br label %42

42:                                               ; preds = %26, %17
  call void @_Z7barrierj(i32 noundef 1) #6
  %43 = load ptr addrspace(3), ptr addrspace(5) %6, align 4, !tbaa !9
  %44 = getelementptr inbounds i32, ptr addrspace(3) %43, i64 0
  %45 = load i32, ptr addrspace(3) %44, align 4, !tbaa !13
  %46 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !tbaa !9
  %47 = getelementptr inbounds i32, ptr addrspace(1) %46, i64 15
  store i32 %45, ptr addrspace(1) %47, align 4, !tbaa !13
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #4
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS3Vii(ptr addrspace(3) noundef, i32 noundef) #2

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
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
!5 = !{i32 1, i32 1, i32 3}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"int*", !"int*", !"int*"}
!8 = !{!"const", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
