; ModuleID = '/tmp/a13build/cl_a13_pre.ll'
source_filename = "a13.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_state_vote(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #3 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %5) #4
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr addrspace(5) %5, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %6) #4
  %12 = call i32 @_Z22get_sub_group_local_idv() #6
  store i32 %12, ptr addrspace(5) %6, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #4
  %13 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !tbaa !9
  %14 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = and i32 %17, 3
  store i32 %18, ptr addrspace(5) %7, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #4
  store i32 0, ptr addrspace(5) %8, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #4
  store i32 0, ptr addrspace(5) %9, align 4, !tbaa !13
  br label %19

19:                                               ; preds = %55, %2
  %20 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %21 = icmp slt i32 %20, 4
  br i1 %21, label %22, label %25

22:                                               ; preds = %19
  %23 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %24 = icmp ne i32 %23, 3
  br label %25

25:                                               ; preds = %22, %19
  %26 = phi i1 [ false, %19 ], [ %24, %22 ]
  br i1 %26, label %28, label %27

27:                                               ; preds = %25
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #4
  br label %58

28:                                               ; preds = %25
  %29 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  switch i32 %29, label %42 [
    i32 0, label %30
    i32 1, label %34
  ]

30:                                               ; preds = %28
  %31 = call i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #6
  %32 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr addrspace(5) %8, align 4, !tbaa !13
  store i32 2, ptr addrspace(5) %7, align 4, !tbaa !13
  br label %54

34:                                               ; preds = %28
  %35 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %36 = icmp eq i32 %35, 5
  %37 = zext i1 %36 to i32
  %38 = call i32 @_Z13sub_group_anyi(i32 noundef %37) #6
  %39 = mul nsw i32 100, %38
  %40 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %41 = add nsw i32 %40, %39
  store i32 %41, ptr addrspace(5) %8, align 4, !tbaa !13
  store i32 3, ptr addrspace(5) %7, align 4, !tbaa !13
  br label %54

42:                                               ; preds = %28
  %43 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !tbaa !9
  %44 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr addrspace(1) %43, i64 %45
  %47 = load i32, ptr addrspace(1) %46, align 4, !tbaa !13
  %48 = icmp slt i32 %47, 100
  %49 = zext i1 %48 to i32
  %50 = call i32 @_Z13sub_group_alli(i32 noundef %49) #6
  %51 = mul nsw i32 1000, %50
  %52 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %53 = add nsw i32 %52, %51
  store i32 %53, ptr addrspace(5) %8, align 4, !tbaa !13
  store i32 3, ptr addrspace(5) %7, align 4, !tbaa !13
  br label %54

54:                                               ; preds = %42, %34, %30
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr addrspace(5) %9, align 4, !tbaa !13
  br label %19

58:                                               ; preds = %27
  %59 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %60 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %61 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr addrspace(1) %60, i64 %62
  store i32 %59, ptr addrspace(1) %63, align 4, !tbaa !13
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %6) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %5) #4
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z13sub_group_anyi(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z13sub_group_alli(i32 noundef) #1

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
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
