; ModuleID = '/tmp/a12build/cl_O1.ll'
source_filename = "a12.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_reconv_nested(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = tail call i32 @_Z22get_sub_group_local_idv() #4
  %5 = and i32 %4, 3
  %6 = and i32 %4, 4
  %7 = icmp ne i32 %6, 0
  %8 = and i32 %4, 1
  %9 = and i64 %3, 4294967295
  %10 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9
  %11 = icmp eq i32 %4, 6
  br label %12

12:                                               ; preds = %44, %2
  %13 = phi i1 [ false, %2 ], [ %47, %44 ]
  %14 = phi i32 [ 0, %2 ], [ %46, %44 ]
  %15 = phi i32 [ 0, %2 ], [ %45, %44 ]
  %16 = tail call i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #4
  %17 = add nsw i32 %16, %15
  %18 = icmp eq i32 %14, 1
  %19 = and i1 %7, %18
  br i1 %19, label %44, label %20

20:                                               ; preds = %12
  %21 = add nuw nsw i32 %14, %8
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %36, label %23

23:                                               ; preds = %23, %20
  %24 = phi i32 [ %32, %23 ], [ 0, %20 ]
  %25 = phi i32 [ %31, %23 ], [ %17, %20 ]
  %26 = load i32, ptr addrspace(1) %10, align 4, !tbaa !9
  %27 = icmp sgt i32 %26, %24
  %28 = zext i1 %27 to i32
  %29 = tail call i32 @_Z20sub_group_reduce_addi(i32 noundef %28) #4
  %30 = mul nsw i32 %29, 100
  %31 = add nsw i32 %30, %25
  %32 = add nuw nsw i32 %24, 1
  %33 = icmp ugt i32 %24, 2
  %34 = icmp eq i32 %32, %21
  %35 = select i1 %33, i1 true, i1 %34
  br i1 %35, label %36, label %23, !llvm.loop !13

36:                                               ; preds = %23, %20
  %37 = phi i32 [ %17, %20 ], [ %31, %23 ]
  %38 = icmp eq i32 %14, 2
  %39 = and i1 %11, %38
  br i1 %39, label %40, label %44

40:                                               ; preds = %36
  %41 = sub nsw i32 0, %37
  %42 = and i64 %3, 4294967295
  %43 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %42
  store i32 %41, ptr addrspace(1) %43, align 4, !tbaa !9
  br label %49

44:                                               ; preds = %36, %12
  %45 = phi i32 [ %17, %12 ], [ %37, %36 ]
  %46 = add nuw nsw i32 %14, 1
  %47 = icmp uge i32 %14, %5
  %48 = icmp eq i32 %14, %5
  br i1 %48, label %49, label %12, !llvm.loop !15

49:                                               ; preds = %44, %40
  %50 = phi i1 [ %13, %40 ], [ %47, %44 ]
  %51 = phi i32 [ %37, %40 ], [ %45, %44 ]
  br i1 %50, label %52, label %58

52:                                               ; preds = %49
  %53 = tail call i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #4
  %54 = mul nsw i32 %53, 10000
  %55 = add nsw i32 %54, %51
  %56 = and i64 %3, 4294967295
  %57 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %56
  store i32 %55, ptr addrspace(1) %57, align 4, !tbaa !9
  br label %58

58:                                               ; preds = %52, %49
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) }
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
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !14}
