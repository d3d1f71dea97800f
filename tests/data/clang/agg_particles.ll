; ModuleID = 'h.ll'
source_filename = "/work/wt/structs/tests/data/clang/aggregates.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Particle = type { float, float, float, float, i32 }

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL3tidv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z9particlesP8Particlef(ptr addrspace(1) noundef %0, float noundef %1) #2 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca %struct.Particle, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr addrspace(1) %0, ptr %8, align 8
  %13 = load ptr, ptr %8, align 8, !tbaa !5
  store ptr %13, ptr %9, align 8, !tbaa !5
  store float %1, ptr %10, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %6) #5
  %14 = call noundef i32 @_ZL3tidv() #6
  store i32 %14, ptr %11, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(i64 20, ptr addrspace(5) %7) #5
  %15 = load ptr, ptr %9, align 8, !tbaa !5
  %16 = load i32, ptr %11, align 4, !tbaa !11
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds %struct.Particle, ptr %15, i64 %17
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %18, i64 20, i1 false), !tbaa.struct !13
  %19 = getelementptr inbounds %struct.Particle, ptr %12, i32 0, i32 4
  %20 = load i32, ptr %19, align 4, !tbaa !14
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %37

22:                                               ; preds = %2
  %23 = getelementptr inbounds %struct.Particle, ptr %12, i32 0, i32 2
  %24 = load float, ptr %23, align 4, !tbaa !16
  %25 = load float, ptr %10, align 4, !tbaa !9
  %26 = fmul contract float %24, %25
  %27 = getelementptr inbounds %struct.Particle, ptr %12, i32 0, i32 0
  %28 = load float, ptr %27, align 4, !tbaa !17
  %29 = fadd contract float %28, %26
  store float %29, ptr %27, align 4, !tbaa !17
  %30 = getelementptr inbounds %struct.Particle, ptr %12, i32 0, i32 3
  %31 = load float, ptr %30, align 4, !tbaa !18
  %32 = load float, ptr %10, align 4, !tbaa !9
  %33 = fmul contract float %31, %32
  %34 = getelementptr inbounds %struct.Particle, ptr %12, i32 0, i32 1
  %35 = load float, ptr %34, align 4, !tbaa !19
  %36 = fadd contract float %35, %33
  store float %36, ptr %34, align 4, !tbaa !19
  br label %37

37:                                               ; preds = %22, %2
  %38 = load ptr, ptr %9, align 8, !tbaa !5
  %39 = load i32, ptr %11, align 4, !tbaa !11
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds %struct.Particle, ptr %38, i64 %40
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %41, ptr align 4 %12, i64 20, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.end.p5(i64 20, ptr addrspace(5) %7) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %6) #5
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #4

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{i64 0, i64 4, !9, i64 4, i64 4, !9, i64 8, i64 4, !9, i64 12, i64 4, !9, i64 16, i64 4, !11}
!14 = !{!15, !12, i64 16}
!15 = !{!"_ZTS8Particle", !10, i64 0, !10, i64 4, !10, i64 8, !10, i64 12, !12, i64 16}
!16 = !{!15, !10, i64 8}
!17 = !{!15, !10, i64 0}
!18 = !{!15, !10, i64 12}
!19 = !{!15, !10, i64 4}
