; ModuleID = '/tmp/a13build/cl_a13_pre.ll'
source_filename = "a13.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@cl_local_tree.s = external hidden addrspace(3) global [64 x i32], align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_local_tree(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %5) #4
  %8 = call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %9 = trunc i64 %8 to i32
  store i32 %9, ptr addrspace(5) %5, align 4, !tbaa !13
  %10 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !tbaa !9
  %11 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !13
  %15 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %16
  store i32 %14, ptr addrspace(3) %17, align 4, !tbaa !13
  call void @_Z7barrierj(i32 noundef 1) #6
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %6) #4
  store i32 32, ptr addrspace(5) %6, align 4, !tbaa !13
  br label %18

18:                                               ; preds = %39, %2
  %19 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %20 = icmp uge i32 %19, 8
  br i1 %20, label %22, label %21

21:                                               ; preds = %18
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %6) #4
  br label %42

22:                                               ; preds = %18
  %23 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %24 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %25 = icmp ult i32 %23, %24
  br i1 %25, label %26, label %38

26:                                               ; preds = %22
  %27 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %28 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %29 = add i32 %27, %28
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %30
  %32 = load i32, ptr addrspace(3) %31, align 4, !tbaa !13
  %33 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %34
  %36 = load i32, ptr addrspace(3) %35, align 4, !tbaa !13
  %37 = add nsw i32 %36, %32
  store i32 %37, ptr addrspace(3) %35, align 4, !tbaa !13
  br label %38

38:                                               ; preds = %26, %22
  call void @_Z7barrierj(i32 noundef 1) #6
  br label %39

39:                                               ; preds = %38
  %40 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %41 = lshr i32 %40, 1
  store i32 %41, ptr addrspace(5) %6, align 4, !tbaa !13
  br label %18

42:                                               ; preds = %21
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #4
  %43 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %44 = icmp ult i32 %43, 8
  br i1 %44, label %45, label %50

45:                                               ; preds = %42
  %46 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %47
  %49 = load i32, ptr addrspace(3) %48, align 4, !tbaa !13
  br label %51

50:                                               ; preds = %42
  br label %51

51:                                               ; preds = %50, %45
  %52 = phi i32 [ %49, %45 ], [ 0, %50 ]
  %53 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %52) #6
  store i32 %53, ptr addrspace(5) %7, align 4, !tbaa !13
  %54 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %55 = mul nsw i32 %54, 100
  %56 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %57 = and i32 %56, 7
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %58
  %60 = load i32, ptr addrspace(3) %59, align 4, !tbaa !13
  %61 = add nsw i32 %55, %60
  %62 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %63 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr addrspace(1) %62, i64 %64
  store i32 %61, ptr addrspace(1) %65, align 4, !tbaa !13
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %5) #4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) #3

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
