; ModuleID = 'cl3.ll'
source_filename = "/work/wt/structs/tests/data/clang/aggregates.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Affine = type { i32, i32, [2 x i16] }

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @cl_affine(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, %struct.Affine %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = alloca %struct.Affine, align 4, addrspace(5)
  %5 = extractvalue %struct.Affine %2, 0
  %6 = extractvalue %struct.Affine %2, 1
  %7 = extractvalue %struct.Affine %2, 2
  %8 = extractvalue [2 x i16] %7, 0
  %9 = extractvalue [2 x i16] %7, 1
  %10 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3
  call void @llvm.lifetime.start.p5(i64 12, ptr addrspace(5) %4) #4
  %11 = getelementptr inbounds i8, ptr addrspace(5) %4, i32 8
  store i16 %8, ptr addrspace(5) %11, align 4
  %12 = getelementptr inbounds i8, ptr addrspace(5) %4, i32 10
  store i16 %9, ptr addrspace(5) %12, align 2, !tbaa !9
  %13 = trunc i64 %10 to i32
  %14 = and i32 %13, 1
  %15 = getelementptr inbounds [2 x i16], ptr addrspace(5) %11, i32 0, i32 %14
  %16 = load i16, ptr addrspace(5) %15, align 2, !tbaa !12
  %17 = add i16 %16, 1
  store i16 %17, ptr addrspace(5) %15, align 2, !tbaa !12
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !14, !amdgpu.noclobber !16
  %20 = mul nsw i32 %19, %5
  %21 = add nsw i32 %20, %6
  %22 = load i16, ptr addrspace(5) %11, align 4, !tbaa !12
  %23 = sext i16 %22 to i32
  %24 = add nsw i32 %21, %23
  %25 = load i16, ptr addrspace(5) %12, align 2, !tbaa !12
  %26 = sext i16 %25 to i32
  %27 = sub i32 %24, %26
  %28 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %10
  store i32 %27, ptr addrspace(1) %28, align 4, !tbaa !14
  call void @llvm.lifetime.end.p5(i64 12, ptr addrspace(5) %4) #4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { nounwind }

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
!7 = !{!"int*", !"int*", !"Affine"}
!8 = !{!"const", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !10, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !10, i64 0}
!16 = !{}
