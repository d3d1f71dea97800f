; ModuleID = '/tmp/a13build/w32_pre.ll'
source_filename = "a13.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.I2 = type { i32, i32 }

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL7lane_idv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  ret i32 %3
}

; Function Attrs: convergent mustprogress nounwind
define hidden [2 x i32] @_Z4rot12I2([2 x i32] %0) #2 {
  %2 = alloca %struct.I2, align 4, addrspace(5)
  %3 = alloca %struct.I2, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %2 to ptr
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  store [2 x i32] %0, ptr %7, align 4
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %4) #8
  %9 = call noundef i32 @_ZL7lane_idv() #9
  store i32 %9, ptr %8, align 4, !tbaa !5
  %10 = load i32, ptr %8, align 4, !tbaa !5
  %11 = icmp slt i32 %10, 32
  call void @llvm.assume(i1 %11)
  %12 = getelementptr inbounds %struct.I2, ptr %6, i32 0, i32 0
  %13 = getelementptr inbounds %struct.I2, ptr %7, i32 0, i32 0
  %14 = load i32, ptr %13, align 4, !tbaa !9
  %15 = load i32, ptr %8, align 4, !tbaa !5
  %16 = add nsw i32 %15, 1
  %17 = call noundef i32 @_ZL4shflii(i32 noundef %14, i32 noundef %16) #9
  store i32 %17, ptr %12, align 4, !tbaa !9
  %18 = getelementptr inbounds %struct.I2, ptr %6, i32 0, i32 1
  %19 = getelementptr inbounds %struct.I2, ptr %7, i32 0, i32 1
  %20 = load i32, ptr %19, align 4, !tbaa !11
  %21 = load i32, ptr %8, align 4, !tbaa !5
  %22 = add nsw i32 %21, 1
  %23 = call noundef i32 @_ZL4shflii(i32 noundef %20, i32 noundef %22) #9
  store i32 %23, ptr %18, align 4, !tbaa !11
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %4) #8
  %24 = load [2 x i32], ptr %6, align 4
  ret [2 x i32] %24
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

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
define protected amdgpu_kernel void @_Z10h_int2_rotPK2I2PS_(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #4 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca %struct.I2, align 4, addrspace(5)
  %8 = alloca %struct.I2, align 4, addrspace(5)
  %9 = alloca %struct.I2, align 4, addrspace(5)
  %10 = alloca %struct.I2, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %3 to ptr
  %12 = addrspacecast ptr addrspace(5) %4 to ptr
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  %19 = load ptr, ptr %11, align 8, !tbaa !12
  store ptr addrspace(1) %1, ptr %12, align 8
  %20 = load ptr, ptr %12, align 8, !tbaa !12
  store ptr %19, ptr %13, align 8, !tbaa !12
  store ptr %20, ptr %14, align 8, !tbaa !12
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %7) #8
  %21 = load ptr, ptr %13, align 8, !tbaa !12
  %22 = call noundef i32 @_ZL7lane_idv() #9
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds %struct.I2, ptr %21, i64 %23
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 %24, i64 8, i1 false), !tbaa.struct !14
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %8) #8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %18, ptr align 4 %15, i64 8, i1 false), !tbaa.struct !14
  %25 = load [2 x i32], ptr %18, align 4
  %26 = call [2 x i32] @_Z4rot12I2([2 x i32] %25) #9
  store [2 x i32] %26, ptr %17, align 4
  %27 = load [2 x i32], ptr %17, align 4
  %28 = call [2 x i32] @_Z4rot12I2([2 x i32] %27) #9
  store [2 x i32] %28, ptr %16, align 4
  %29 = load ptr, ptr %14, align 8, !tbaa !12
  %30 = call noundef i32 @_ZL7lane_idv() #9
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds %struct.I2, ptr %29, i64 %31
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %32, ptr align 4 %16, i64 8, i1 false), !tbaa.struct !14
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %8) #8
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %7) #8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #7

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #2 = { convergent mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { convergent nounwind }

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
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS2I2", !6, i64 0, !6, i64 4}
!11 = !{!10, !6, i64 4}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !7, i64 0}
!14 = !{i64 0, i64 4, !5, i64 4, i64 4, !5}
