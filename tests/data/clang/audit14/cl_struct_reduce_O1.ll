; ModuleID = '/tmp/a14build/cl_a14_O1.ll'
source_filename = "a14.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.rec = type { [3 x i32], i64 }

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_struct_reduce(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 8 %1) local_unnamed_addr #2 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %3 = alloca %struct.rec, align 8, addrspace(5)
  %4 = tail call i32 @_Z22get_sub_group_local_idv() #3
  call void @llvm.lifetime.start.p5(i64 24, ptr addrspace(5) %3) #4
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !9
  store i32 %7, ptr addrspace(5) %3, align 8, !tbaa !9
  %8 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 4
  %9 = shl nsw i32 %7, 1
  store i32 %9, ptr addrspace(5) %8, align 4, !tbaa !9
  %10 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 8
  store i32 3, ptr addrspace(5) %10, align 8, !tbaa !9
  %11 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 16
  %12 = sext i32 %7 to i64
  %13 = shl nsw i64 %12, 32
  store i64 %13, ptr addrspace(5) %11, align 8, !tbaa !13
  br label %23

14:                                               ; preds = %23
  %15 = tail call i64 @_Z20sub_group_reduce_maxl(i64 noundef %13) #3
  store i64 %15, ptr addrspace(5) %11, align 8, !tbaa !13
  %16 = load i32, ptr addrspace(1) %6, align 4, !tbaa !9
  %17 = srem i32 %16, 3
  %18 = getelementptr inbounds [3 x i32], ptr addrspace(5) %3, i32 0, i32 %17
  %19 = load i32, ptr addrspace(5) %18, align 4, !tbaa !9
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %15, %20
  %22 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %5
  store i64 %21, ptr addrspace(1) %22, align 8, !tbaa !16
  call void @llvm.lifetime.end.p5(i64 24, ptr addrspace(5) %3) #4
  ret void

23:                                               ; preds = %23, %2
  %24 = phi i32 [ 0, %2 ], [ %28, %23 ]
  %25 = getelementptr inbounds [3 x i32], ptr addrspace(5) %3, i32 0, i32 %24
  %26 = load i32, ptr addrspace(5) %25, align 4, !tbaa !9
  %27 = tail call i32 @_Z20sub_group_reduce_addi(i32 noundef %26) #3
  store i32 %27, ptr addrspace(5) %25, align 4, !tbaa !9
  %28 = add nuw nsw i32 %24, 1
  %29 = icmp eq i32 %28, 3
  br i1 %29, label %14, label %23, !llvm.loop !17
}

; Function Attrs: convergent nounwind
declare hidden i64 @_Z20sub_group_reduce_maxl(i64 noundef) local_unnamed_addr #1

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind }
attributes #4 = { nounwind }

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
!7 = !{!"int*", !"long*"}
!8 = !{!"const", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !15, i64 16}
!14 = !{!"", !11, i64 0, !15, i64 16}
!15 = !{!"long", !11, i64 0}
!16 = !{!15, !15, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
