; ModuleID = '/tmp/fp26build/w32_pre.ll'
source_filename = "fp26.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Particle = type { float, float, i32 }

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL7lane_idv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef i32 @_ZL5mbcntj(i32 noundef -1) #7
  ret i32 %3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent mustprogress noinline nounwind
define hidden %struct.Particle @_Z9neighbour8Particlei(float %0, float %1, i32 %2, i32 noundef %3) #2 {
  %5 = alloca %struct.Particle, align 4, addrspace(5)
  %6 = alloca %struct.Particle, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  %13 = addrspacecast ptr addrspace(5) %8 to ptr
  %14 = getelementptr inbounds %struct.Particle, ptr %11, i32 0, i32 0
  store float %0, ptr %14, align 4
  %15 = getelementptr inbounds %struct.Particle, ptr %11, i32 0, i32 1
  store float %1, ptr %15, align 4
  %16 = getelementptr inbounds %struct.Particle, ptr %11, i32 0, i32 2
  store i32 %2, ptr %16, align 4
  store i32 %3, ptr %12, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #8
  %17 = call noundef i32 @_ZL7lane_idv() #7
  %18 = load i32, ptr %12, align 4, !tbaa !5
  %19 = add nsw i32 %17, %18
  store i32 %19, ptr %13, align 4, !tbaa !5
  %20 = getelementptr inbounds %struct.Particle, ptr %11, i32 0, i32 0
  %21 = load float, ptr %20, align 4, !tbaa !9
  %22 = load i32, ptr %13, align 4, !tbaa !5
  %23 = call contract noundef float @_ZL5shflffi(float noundef %21, i32 noundef %22) #7
  %24 = getelementptr inbounds %struct.Particle, ptr %10, i32 0, i32 0
  store float %23, ptr %24, align 4, !tbaa !9
  %25 = getelementptr inbounds %struct.Particle, ptr %11, i32 0, i32 1
  %26 = load float, ptr %25, align 4, !tbaa !12
  %27 = load i32, ptr %13, align 4, !tbaa !5
  %28 = call contract noundef float @_ZL5shflffi(float noundef %26, i32 noundef %27) #7
  %29 = getelementptr inbounds %struct.Particle, ptr %10, i32 0, i32 1
  store float %28, ptr %29, align 4, !tbaa !12
  %30 = getelementptr inbounds %struct.Particle, ptr %11, i32 0, i32 2
  %31 = load i32, ptr %30, align 4, !tbaa !13
  %32 = load i32, ptr %13, align 4, !tbaa !5
  %33 = call noundef i32 @_ZL4shflii(i32 noundef %31, i32 noundef %32) #7
  %34 = getelementptr inbounds %struct.Particle, ptr %10, i32 0, i32 2
  store i32 %33, ptr %34, align 4, !tbaa !13
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #8
  %35 = load %struct.Particle, ptr %10, align 4
  ret %struct.Particle %35
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef float @_ZL5shflffi(float noundef %0, i32 noundef %1) #1 {
  %3 = alloca float, align 4, addrspace(5)
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  store float %0, ptr %8, align 4, !tbaa !14
  store i32 %1, ptr %9, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %6) #8
  %11 = load i32, ptr %8, align 4, !tbaa !15
  %12 = load i32, ptr %9, align 4, !tbaa !5
  %13 = call noundef i32 @_ZL4shflii(i32 noundef %11, i32 noundef %12) #7
  store i32 %13, ptr %10, align 4, !tbaa !5
  %14 = load float, ptr %10, align 4, !tbaa !15
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %6) #8
  ret float %14
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL4shflii(i32 noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %0, ptr %7, align 4, !tbaa !5
  store i32 %1, ptr %8, align 4, !tbaa !5
  %9 = load i32, ptr %8, align 4, !tbaa !5
  %10 = and i32 %9, 31
  %11 = shl i32 %10, 2
  %12 = load i32, ptr %7, align 4, !tbaa !5
  %13 = call i32 @llvm.amdgcn.ds.bpermute(i32 %11, i32 %12)
  ret i32 %13
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z14h_struct_neighPKfPf(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #3 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca %struct.Particle, align 4, addrspace(5)
  %9 = alloca float, align 4, addrspace(5)
  %10 = alloca %struct.Particle, align 4, addrspace(5)
  %11 = alloca %struct.Particle, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %3 to ptr
  %13 = addrspacecast ptr addrspace(5) %4 to ptr
  %14 = addrspacecast ptr addrspace(5) %5 to ptr
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  %21 = load ptr, ptr %12, align 8, !tbaa !16
  store ptr addrspace(1) %1, ptr %13, align 8
  %22 = load ptr, ptr %13, align 8, !tbaa !16
  store ptr %21, ptr %14, align 8, !tbaa !16
  store ptr %22, ptr %15, align 8, !tbaa !16
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #8
  %23 = call noundef i32 @_ZL7lane_idv() #7
  store i32 %23, ptr %16, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 12, ptr addrspace(5) %8) #8
  %24 = getelementptr inbounds %struct.Particle, ptr %17, i32 0, i32 0
  %25 = load ptr, ptr %14, align 8, !tbaa !16
  %26 = load i32, ptr %16, align 4, !tbaa !5
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %25, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !14
  store float %29, ptr %24, align 4, !tbaa !9
  %30 = getelementptr inbounds %struct.Particle, ptr %17, i32 0, i32 1
  %31 = load ptr, ptr %14, align 8, !tbaa !16
  %32 = load i32, ptr %16, align 4, !tbaa !5
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %31, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !14
  %36 = fmul contract float %35, 2.000000e+00
  store float %36, ptr %30, align 4, !tbaa !12
  %37 = getelementptr inbounds %struct.Particle, ptr %17, i32 0, i32 2
  %38 = load i32, ptr %16, align 4, !tbaa !5
  store i32 %38, ptr %37, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #8
  store float 0.000000e+00, ptr %18, align 4, !tbaa !14
  %39 = load ptr, ptr %14, align 8, !tbaa !16
  %40 = load i32, ptr %16, align 4, !tbaa !5
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %39, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !14
  %44 = fcmp contract ogt float %43, 0.000000e+00
  br i1 %44, label %45, label %86

45:                                               ; preds = %2
  call void @llvm.lifetime.start.p5(i64 12, ptr addrspace(5) %10) #8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 %17, i64 12, i1 false), !tbaa.struct !18
  %46 = getelementptr inbounds %struct.Particle, ptr %20, i32 0, i32 0
  %47 = load float, ptr %46, align 4
  %48 = getelementptr inbounds %struct.Particle, ptr %20, i32 0, i32 1
  %49 = load float, ptr %48, align 4
  %50 = getelementptr inbounds %struct.Particle, ptr %20, i32 0, i32 2
  %51 = load i32, ptr %50, align 4
  %52 = call %struct.Particle @_Z9neighbour8Particlei(float %47, float %49, i32 %51, i32 noundef 1) #7
  %53 = getelementptr inbounds %struct.Particle, ptr %19, i32 0, i32 0
  %54 = extractvalue %struct.Particle %52, 0
  store float %54, ptr %53, align 4
  %55 = getelementptr inbounds %struct.Particle, ptr %19, i32 0, i32 1
  %56 = extractvalue %struct.Particle %52, 1
  store float %56, ptr %55, align 4
  %57 = getelementptr inbounds %struct.Particle, ptr %19, i32 0, i32 2
  %58 = extractvalue %struct.Particle %52, 2
  store i32 %58, ptr %57, align 4
  %59 = getelementptr inbounds %struct.Particle, ptr %19, i32 0, i32 0
  %60 = load float, ptr %59, align 4, !tbaa !9
  %61 = getelementptr inbounds %struct.Particle, ptr %17, i32 0, i32 0
  %62 = load float, ptr %61, align 4, !tbaa !9
  %63 = fsub contract float %60, %62
  %64 = getelementptr inbounds %struct.Particle, ptr %19, i32 0, i32 0
  %65 = load float, ptr %64, align 4, !tbaa !9
  %66 = getelementptr inbounds %struct.Particle, ptr %17, i32 0, i32 0
  %67 = load float, ptr %66, align 4, !tbaa !9
  %68 = fsub contract float %65, %67
  %69 = fmul contract float %63, %68
  %70 = getelementptr inbounds %struct.Particle, ptr %19, i32 0, i32 1
  %71 = load float, ptr %70, align 4, !tbaa !12
  %72 = getelementptr inbounds %struct.Particle, ptr %17, i32 0, i32 1
  %73 = load float, ptr %72, align 4, !tbaa !12
  %74 = fsub contract float %71, %73
  %75 = getelementptr inbounds %struct.Particle, ptr %19, i32 0, i32 1
  %76 = load float, ptr %75, align 4, !tbaa !12
  %77 = getelementptr inbounds %struct.Particle, ptr %17, i32 0, i32 1
  %78 = load float, ptr %77, align 4, !tbaa !12
  %79 = fsub contract float %76, %78
  %80 = fmul contract float %74, %79
  %81 = fadd contract float %69, %80
  %82 = getelementptr inbounds %struct.Particle, ptr %19, i32 0, i32 2
  %83 = load i32, ptr %82, align 4, !tbaa !13
  %84 = sitofp i32 %83 to float
  %85 = fadd contract float %81, %84
  store float %85, ptr %18, align 4, !tbaa !14
  call void @llvm.lifetime.end.p5(i64 12, ptr addrspace(5) %10) #8
  br label %86

86:                                               ; preds = %45, %2
  %87 = load float, ptr %18, align 4, !tbaa !14
  %88 = load ptr, ptr %15, align 8, !tbaa !16
  %89 = load i32, ptr %16, align 4, !tbaa !5
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr %88, i64 %90
  store float %87, ptr %91, align 4, !tbaa !14
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #8
  call void @llvm.lifetime.end.p5(i64 12, ptr addrspace(5) %8) #8
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL5mbcntj(i32 noundef %0) #1 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4, !tbaa !5
  %6 = load i32, ptr %5, align 4, !tbaa !5
  %7 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %6, i32 0)
  ret i32 %7
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #6

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #2 = { convergent mustprogress noinline nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #3 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTS8Particle", !11, i64 0, !11, i64 4, !6, i64 8}
!11 = !{!"float", !7, i64 0}
!12 = !{!10, !11, i64 4}
!13 = !{!10, !6, i64 8}
!14 = !{!11, !11, i64 0}
!15 = !{!7, !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{i64 0, i64 4, !14, i64 4, i64 4, !14, i64 8, i64 4, !5}
