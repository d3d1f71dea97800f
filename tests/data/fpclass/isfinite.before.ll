; ModuleID = clang-19 -cl-std=CL2.0 -nogpulib -target amdgcn-amd-amdhsa -mcpu=gfx90a -O1 -Xclang -disable-llvm-passes -S -emit-llvm isfinite.cl
source_filename = "k2.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @k2(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 8 %2) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca double, align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8, !tbaa !9
  store ptr addrspace(1) %2, ptr addrspace(5) %6, align 8, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #4
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr addrspace(5) %7, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #4
  %12 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !tbaa !9
  %13 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !15
  store float %16, ptr addrspace(5) %8, align 4, !tbaa !15
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %9) #4
  %17 = load ptr addrspace(1), ptr addrspace(5) %6, align 8, !tbaa !9
  %18 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr addrspace(1) %17, i64 %19
  %21 = load double, ptr addrspace(1) %20, align 8, !tbaa !17
  store double %21, ptr addrspace(5) %9, align 8, !tbaa !17
  %22 = load float, ptr addrspace(5) %8, align 4, !tbaa !15
  %23 = call i1 @llvm.is.fpclass.f32(float %22, i32 264)
  %24 = zext i1 %23 to i32
  %25 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %26 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %27 = mul nsw i32 4, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %25, i64 %28
  store i32 %24, ptr addrspace(1) %29, align 4, !tbaa !13
  %30 = load float, ptr addrspace(5) %8, align 4, !tbaa !15
  %31 = call i1 @llvm.is.fpclass.f32(float %30, i32 504)
  br i1 %31, label %32, label %35

32:                                               ; preds = %3
  %33 = load float, ptr addrspace(5) %8, align 4, !tbaa !15
  %34 = fcmp une float %33, 0.000000e+00
  br label %35

35:                                               ; preds = %32, %3
  %36 = phi i1 [ false, %3 ], [ %34, %32 ]
  %37 = zext i1 %36 to i32
  %38 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %39 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %40 = mul nsw i32 4, %39
  %41 = add nsw i32 %40, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr addrspace(1) %38, i64 %42
  store i32 %37, ptr addrspace(1) %43, align 4, !tbaa !13
  %44 = load double, ptr addrspace(5) %9, align 8, !tbaa !17
  %45 = call i1 @llvm.is.fpclass.f64(double %44, i32 516)
  %46 = zext i1 %45 to i32
  %47 = load float, ptr addrspace(5) %8, align 4, !tbaa !15
  %48 = call i1 @llvm.is.fpclass.f32(float %47, i32 3)
  %49 = zext i1 %48 to i32
  %50 = shl i32 %49, 1
  %51 = or i32 %46, %50
  %52 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %53 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %54 = mul nsw i32 4, %53
  %55 = add nsw i32 %54, 2
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr addrspace(1) %52, i64 %56
  store i32 %51, ptr addrspace(1) %57, align 4, !tbaa !13
  %58 = load float, ptr addrspace(5) %8, align 4, !tbaa !15
  %59 = fcmp oeq float %58, 0.000000e+00
  br i1 %59, label %60, label %68

60:                                               ; preds = %73, %70, %68, %35
  %61 = phi i32 [ 4, %35 ], [ 0, %68 ], [ 1, %70 ], [ %75, %73 ]
  %62 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %63 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %64 = mul nsw i32 4, %63
  %65 = add nsw i32 %64, 3
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr addrspace(1) %62, i64 %66
  store i32 %61, ptr addrspace(1) %67, align 4, !tbaa !13
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %9) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #4
  ret void

68:                                               ; preds = %35
  %69 = fcmp uno float %58, %58
  br i1 %69, label %60, label %70

70:                                               ; preds = %68
  %71 = call float @llvm.fabs.f32(float %58) #6
  %72 = fcmp oeq float %71, 0x7FF0000000000000
  br i1 %72, label %60, label %73

73:                                               ; preds = %70
  %74 = fcmp uge float %71, 0x3810000000000000
  %75 = select i1 %74, i32 2, i32 3
  br label %60
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #1

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { memory(none) }

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
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !11, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !11, i64 0}
