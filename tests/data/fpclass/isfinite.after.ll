; ModuleID = opt-19 -O2 isfinite.before.ll
source_filename = "k2.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @k2(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 8 %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %sext = shl i64 %4, 32
  %6 = ashr exact i64 %sext, 32
  %7 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !9, !amdgpu.noclobber !13
  %9 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %6
  %10 = load double, ptr addrspace(1) %9, align 8, !tbaa !14, !amdgpu.noclobber !13
  %11 = tail call i1 @llvm.is.fpclass.f32(float %8, i32 264)
  %12 = shl nsw i32 %5, 2
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  %15 = tail call i1 @llvm.is.fpclass.f32(float %8, i32 408)
  %16 = insertelement <2 x i1> poison, i1 %11, i64 0
  %17 = insertelement <2 x i1> %16, i1 %15, i64 1
  %18 = zext <2 x i1> %17 to <2 x i32>
  store <2 x i32> %18, ptr addrspace(1) %14, align 4, !tbaa !16
  %19 = tail call double @llvm.fabs.f64(double %10)
  %20 = fcmp oeq double %19, 0x7FF0000000000000
  %21 = zext i1 %20 to i32
  %22 = fcmp uno float %8, 0.000000e+00
  %23 = select i1 %22, i32 2, i32 0
  %24 = or disjoint i32 %23, %21
  %25 = or disjoint i32 %12, 2
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %26
  store i32 %24, ptr addrspace(1) %27, align 4, !tbaa !16
  %28 = fcmp oeq float %8, 0.000000e+00
  %brmerge = fcmp ueq float %8, 0.000000e+00
  %.mux = select i1 %28, i32 4, i32 0
  br i1 %brmerge, label %29, label %34

29:                                               ; preds = %3, %37, %34
  %30 = phi i32 [ %.mux, %3 ], [ 1, %34 ], [ %39, %37 ]
  %31 = or disjoint i32 %12, 3
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %32
  store i32 %30, ptr addrspace(1) %33, align 4, !tbaa !16
  ret void

34:                                               ; preds = %3
  %35 = tail call float @llvm.fabs.f32(float %8) #5
  %36 = fcmp oeq float %35, 0x7FF0000000000000
  br i1 %36, label %29, label %37

37:                                               ; preds = %34
  %38 = fcmp uge float %35, 0x3810000000000000
  %39 = select i1 %38, i32 2, i32 3
  br label %29
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"int*", !"float*", !"double*"}
!8 = !{!"", !"const", !"const"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !11, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !11, i64 0}
