; ModuleID = '/tmp/fp26build/cl_pre.ll'
source_filename = "fp26.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_loop_exit_reduce(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %5) #3
  %9 = call i32 @_Z22get_sub_group_local_idv() #4
  store i32 %9, ptr addrspace(5) %5, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %6) #3
  %10 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !tbaa !9
  %11 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !13
  %15 = and i32 %14, 7
  store i32 %15, ptr addrspace(5) %6, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #3
  store i32 0, ptr addrspace(5) %7, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #3
  store i32 0, ptr addrspace(5) %8, align 4, !tbaa !13
  br label %16

16:                                               ; preds = %32, %2
  %17 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %18 = icmp slt i32 %17, 8
  br i1 %18, label %19, label %35

19:                                               ; preds = %16
  %20 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %21 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %20) #4
  %22 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr addrspace(5) %7, align 4, !tbaa !13
  %24 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %25 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %26 = add nsw i32 40, %25
  %27 = icmp sgt i32 %24, %26
  br i1 %27, label %28, label %29

28:                                               ; preds = %19
  br label %35

29:                                               ; preds = %19
  %30 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr addrspace(5) %6, align 4, !tbaa !13
  br label %32

32:                                               ; preds = %29
  %33 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr addrspace(5) %8, align 4, !tbaa !13
  br label %16

35:                                               ; preds = %28, %16
  %36 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %37 = mul nsw i32 %36, 10
  %38 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %39 = add nsw i32 %37, %38
  %40 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %41 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr addrspace(1) %40, i64 %42
  store i32 %39, ptr addrspace(1) %43, align 4, !tbaa !13
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #3
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #3
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %6) #3
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %5) #3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) #2

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
