; ModuleID = '/tmp/a10build/hip_pre.ll'
source_filename = "a10.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.MinLoc = type { float, i32 }

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

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL7lane_idv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %4 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %3)
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden [2 x i32] @_Z7minloc26MinLocS_([2 x i32] %0, [2 x i32] %1) #2 {
  %3 = alloca %struct.MinLoc, align 4, addrspace(5)
  %4 = alloca %struct.MinLoc, align 4, addrspace(5)
  %5 = alloca %struct.MinLoc, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store [2 x i32] %0, ptr %7, align 4
  store [2 x i32] %1, ptr %8, align 4
  %9 = getelementptr inbounds %struct.MinLoc, ptr %8, i32 0, i32 0
  %10 = load float, ptr %9, align 4, !tbaa !5
  %11 = getelementptr inbounds %struct.MinLoc, ptr %7, i32 0, i32 0
  %12 = load float, ptr %11, align 4, !tbaa !5
  %13 = fcmp contract olt float %10, %12
  br i1 %13, label %26, label %14

14:                                               ; preds = %2
  %15 = getelementptr inbounds %struct.MinLoc, ptr %8, i32 0, i32 0
  %16 = load float, ptr %15, align 4, !tbaa !5
  %17 = getelementptr inbounds %struct.MinLoc, ptr %7, i32 0, i32 0
  %18 = load float, ptr %17, align 4, !tbaa !5
  %19 = fcmp contract oeq float %16, %18
  br i1 %19, label %20, label %27

20:                                               ; preds = %14
  %21 = getelementptr inbounds %struct.MinLoc, ptr %8, i32 0, i32 1
  %22 = load i32, ptr %21, align 4, !tbaa !11
  %23 = getelementptr inbounds %struct.MinLoc, ptr %7, i32 0, i32 1
  %24 = load i32, ptr %23, align 4, !tbaa !11
  %25 = icmp slt i32 %22, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %20, %2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %8, i64 8, i1 false), !tbaa.struct !12
  br label %28

27:                                               ; preds = %20, %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %7, i64 8, i1 false), !tbaa.struct !12
  br label %28

28:                                               ; preds = %27, %26
  %29 = load [2 x i32], ptr %6, align 4
  ret [2 x i32] %29
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z8h_argminPKfPi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #4 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca %struct.MinLoc, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca %struct.MinLoc, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca %struct.MinLoc, align 4, addrspace(5)
  %15 = alloca %struct.MinLoc, align 4, addrspace(5)
  %16 = alloca %struct.MinLoc, align 4, addrspace(5)
  %17 = addrspacecast ptr addrspace(5) %3 to ptr
  %18 = addrspacecast ptr addrspace(5) %4 to ptr
  %19 = addrspacecast ptr addrspace(5) %5 to ptr
  %20 = addrspacecast ptr addrspace(5) %6 to ptr
  %21 = addrspacecast ptr addrspace(5) %7 to ptr
  %22 = addrspacecast ptr addrspace(5) %8 to ptr
  %23 = addrspacecast ptr addrspace(5) %9 to ptr
  %24 = addrspacecast ptr addrspace(5) %11 to ptr
  %25 = addrspacecast ptr addrspace(5) %12 to ptr
  %26 = addrspacecast ptr addrspace(5) %13 to ptr
  %27 = addrspacecast ptr addrspace(5) %14 to ptr
  %28 = addrspacecast ptr addrspace(5) %15 to ptr
  %29 = addrspacecast ptr addrspace(5) %16 to ptr
  store ptr addrspace(1) %0, ptr %17, align 8
  %30 = load ptr, ptr %17, align 8, !tbaa !15
  store ptr addrspace(1) %1, ptr %18, align 8
  %31 = load ptr, ptr %18, align 8, !tbaa !15
  store ptr %30, ptr %19, align 8, !tbaa !15
  store ptr %31, ptr %20, align 8, !tbaa !15
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #8
  %32 = call noundef i32 @_ZL3tidv() #9
  store i32 %32, ptr %21, align 4, !tbaa !14
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %8) #8
  %33 = getelementptr inbounds %struct.MinLoc, ptr %22, i32 0, i32 0
  %34 = load ptr, ptr %19, align 8, !tbaa !15
  %35 = load i32, ptr %21, align 4, !tbaa !14
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %34, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !13
  store float %38, ptr %33, align 4, !tbaa !5
  %39 = getelementptr inbounds %struct.MinLoc, ptr %22, i32 0, i32 1
  %40 = load i32, ptr %21, align 4, !tbaa !14
  store i32 %40, ptr %39, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #8
  store i32 32, ptr %23, align 4, !tbaa !14
  br label %41

41:                                               ; preds = %63, %2
  %42 = load i32, ptr %23, align 4, !tbaa !14
  %43 = icmp sgt i32 %42, 0
  br i1 %43, label %45, label %44

44:                                               ; preds = %41
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #8
  br label %66

45:                                               ; preds = %41
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %11) #8
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %12) #8
  %46 = call noundef i32 @_ZL7lane_idv() #9
  %47 = load i32, ptr %23, align 4, !tbaa !14
  %48 = xor i32 %46, %47
  store i32 %48, ptr %25, align 4, !tbaa !14
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %13) #8
  %49 = getelementptr inbounds %struct.MinLoc, ptr %22, i32 0, i32 0
  %50 = load i32, ptr %49, align 4, !tbaa !17
  %51 = load i32, ptr %25, align 4, !tbaa !14
  %52 = call noundef i32 @_ZL4shflii(i32 noundef %50, i32 noundef %51) #9
  store i32 %52, ptr %26, align 4, !tbaa !14
  %53 = load float, ptr %26, align 4, !tbaa !17
  %54 = getelementptr inbounds %struct.MinLoc, ptr %24, i32 0, i32 0
  store float %53, ptr %54, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %13) #8
  %55 = getelementptr inbounds %struct.MinLoc, ptr %22, i32 0, i32 1
  %56 = load i32, ptr %55, align 4, !tbaa !11
  %57 = load i32, ptr %25, align 4, !tbaa !14
  %58 = call noundef i32 @_ZL4shflii(i32 noundef %56, i32 noundef %57) #9
  %59 = getelementptr inbounds %struct.MinLoc, ptr %24, i32 0, i32 1
  store i32 %58, ptr %59, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %14) #8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %28, ptr align 4 %22, i64 8, i1 false), !tbaa.struct !12
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 4 %24, i64 8, i1 false), !tbaa.struct !12
  %60 = load [2 x i32], ptr %28, align 4
  %61 = load [2 x i32], ptr %29, align 4
  %62 = call [2 x i32] @_Z7minloc26MinLocS_([2 x i32] %60, [2 x i32] %61) #9
  store [2 x i32] %62, ptr %27, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %22, ptr align 4 %27, i64 8, i1 false), !tbaa.struct !12
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %14) #8
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %12) #8
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %11) #8
  br label %63

63:                                               ; preds = %45
  %64 = load i32, ptr %23, align 4, !tbaa !14
  %65 = ashr i32 %64, 1
  store i32 %65, ptr %23, align 4, !tbaa !14
  br label %41, !llvm.loop !18

66:                                               ; preds = %44
  %67 = getelementptr inbounds %struct.MinLoc, ptr %22, i32 0, i32 1
  %68 = load i32, ptr %67, align 4, !tbaa !11
  %69 = load ptr, ptr %20, align 8, !tbaa !15
  %70 = load i32, ptr %21, align 4, !tbaa !14
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %69, i64 %71
  store i32 %68, ptr %72, align 4, !tbaa !14
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %8) #8
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #8
  ret void
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL4shflii(i32 noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %0, ptr %7, align 4, !tbaa !14
  store i32 %1, ptr %8, align 4, !tbaa !14
  %9 = load i32, ptr %8, align 4, !tbaa !14
  %10 = shl i32 %9, 2
  %11 = load i32, ptr %7, align 4, !tbaa !14
  %12 = call i32 @llvm.amdgcn.ds.bpermute(i32 %10, i32 %11)
  ret i32 %12
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #6

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #7

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent mustprogress noinline nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS6MinLoc", !7, i64 0, !10, i64 4}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !10, i64 4}
!12 = !{i64 0, i64 4, !13, i64 4, i64 4, !14}
!13 = !{!7, !7, i64 0}
!14 = !{!10, !10, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !8, i64 0}
!17 = !{!8, !8, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
