; ModuleID = '/tmp/a10build/cl_pre.ll'
source_filename = "a10.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_any_loop(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
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
  %15 = and i32 %14, 63
  store i32 %15, ptr addrspace(5) %6, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #4
  store i32 0, ptr addrspace(5) %7, align 4, !tbaa !13
  br label %16

16:                                               ; preds = %28, %2
  %17 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %18 = icmp sgt i32 %17, 1
  %19 = zext i1 %18 to i32
  %20 = call i32 @_Z13sub_group_anyi(i32 noundef %19) #6
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %31

22:                                               ; preds = %16
  %23 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %24 = icmp sgt i32 %23, 1
  br i1 %24, label %25, label %28

25:                                               ; preds = %22
  %26 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %27 = ashr i32 %26, 1
  store i32 %27, ptr addrspace(5) %6, align 4, !tbaa !13
  br label %28

28:                                               ; preds = %25, %22
  %29 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr addrspace(5) %7, align 4, !tbaa !13
  br label %16

31:                                               ; preds = %16
  %32 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %33 = mul nsw i32 %32, 1000
  %34 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %35 = call i32 @_Z20sub_group_reduce_maxi(i32 noundef %34) #6
  %36 = mul nsw i32 %35, 10
  %37 = add nsw i32 %33, %36
  %38 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %39 = call i32 @_Z19sub_group_broadcastij(i32 noundef %38, i32 noundef 0) #6
  %40 = add nsw i32 %37, %39
  %41 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %42 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr addrspace(1) %41, i64 %43
  store i32 %40, ptr addrspace(1) %44, align 4, !tbaa !13
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %6) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %5) #4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z13sub_group_anyi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_maxi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
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
