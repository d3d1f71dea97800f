; ModuleID = '/tmp/a14build/cl_a14_pre.ll'
source_filename = "a14.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_goto_irr(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %5) #3
  %8 = call i32 @_Z22get_sub_group_local_idv() #4
  store i32 %8, ptr addrspace(5) %5, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %6) #3
  %9 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !tbaa !9
  %10 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !13
  %14 = and i32 %13, 7
  store i32 %14, ptr addrspace(5) %6, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #3
  store i32 0, ptr addrspace(5) %7, align 4, !tbaa !13
  %15 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %16 = and i32 %15, 1
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %2
  br label %28

19:                                               ; preds = %2
  br label %20

20:                                               ; preds = %34, %19
  %21 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr addrspace(5) %7, align 4, !tbaa !13
  %23 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %24 = add nsw i32 %23, -1
  store i32 %24, ptr addrspace(5) %6, align 4, !tbaa !13
  %25 = icmp sle i32 %24, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %20
  br label %36

27:                                               ; preds = %20
  br label %28

28:                                               ; preds = %27, %18
  %29 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %30 = add nsw i32 %29, 10
  store i32 %30, ptr addrspace(5) %7, align 4, !tbaa !13
  %31 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %32 = add nsw i32 %31, -1
  store i32 %32, ptr addrspace(5) %6, align 4, !tbaa !13
  %33 = icmp sgt i32 %32, 0
  br i1 %33, label %34, label %35

34:                                               ; preds = %28
  br label %20

35:                                               ; preds = %28
  br label %36

36:                                               ; preds = %35, %26
  %37 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %38 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %37) #4
  %39 = mul nsw i32 %38, 10
  %40 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %41 = icmp eq i32 %40, 0
  %42 = zext i1 %41 to i32
  %43 = call i32 @_Z13sub_group_anyi(i32 noundef %42) #4
  %44 = add nsw i32 %39, %43
  %45 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %46 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(1) %45, i64 %47
  store i32 %44, ptr addrspace(1) %48, align 4, !tbaa !13
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #3
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %6) #3
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %5) #3
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z13sub_group_anyi(i32 noundef) #1

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
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
