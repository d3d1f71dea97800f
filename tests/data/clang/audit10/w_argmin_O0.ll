; ModuleID = '/tmp/a10build/w32_O0.ll'
source_filename = "a10.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.MinLoc = type { float, i32 }

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL3tidv() #0 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL7lane_idv() #0 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden [2 x i32] @_Z7minloc26MinLocS_([2 x i32] %0, [2 x i32] %1) #0 {
  %3 = alloca %struct.MinLoc, align 4, addrspace(5)
  %4 = alloca %struct.MinLoc, align 4, addrspace(5)
  %5 = alloca %struct.MinLoc, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store [2 x i32] %0, ptr %7, align 4
  store [2 x i32] %1, ptr %8, align 4
  %9 = getelementptr inbounds %struct.MinLoc, ptr %8, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds %struct.MinLoc, ptr %7, i32 0, i32 0
  %12 = load float, ptr %11, align 4
  %13 = fcmp contract olt float %10, %12
  br i1 %13, label %26, label %14

14:                                               ; preds = %2
  %15 = getelementptr inbounds %struct.MinLoc, ptr %8, i32 0, i32 0
  %16 = load float, ptr %15, align 4
  %17 = getelementptr inbounds %struct.MinLoc, ptr %7, i32 0, i32 0
  %18 = load float, ptr %17, align 4
  %19 = fcmp contract oeq float %16, %18
  br i1 %19, label %20, label %27

20:                                               ; preds = %14
  %21 = getelementptr inbounds %struct.MinLoc, ptr %8, i32 0, i32 1
  %22 = load i32, ptr %21, align 4
  %23 = getelementptr inbounds %struct.MinLoc, ptr %7, i32 0, i32 1
  %24 = load i32, ptr %23, align 4
  %25 = icmp slt i32 %22, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %20, %2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %8, i64 8, i1 false)
  br label %28

27:                                               ; preds = %20, %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %7, i64 8, i1 false)
  br label %28

28:                                               ; preds = %27, %26
  %29 = load [2 x i32], ptr %6, align 4
  ret [2 x i32] %29
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define protected amdgpu_kernel void @_Z8h_argminPKfPi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #2 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca %struct.MinLoc, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca %struct.MinLoc, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca %struct.MinLoc, align 4, addrspace(5)
  %14 = alloca %struct.MinLoc, align 4, addrspace(5)
  %15 = alloca %struct.MinLoc, align 4, addrspace(5)
  %16 = addrspacecast ptr addrspace(5) %3 to ptr
  %17 = addrspacecast ptr addrspace(5) %4 to ptr
  %18 = addrspacecast ptr addrspace(5) %5 to ptr
  %19 = addrspacecast ptr addrspace(5) %6 to ptr
  %20 = addrspacecast ptr addrspace(5) %7 to ptr
  %21 = addrspacecast ptr addrspace(5) %8 to ptr
  %22 = addrspacecast ptr addrspace(5) %9 to ptr
  %23 = addrspacecast ptr addrspace(5) %10 to ptr
  %24 = addrspacecast ptr addrspace(5) %11 to ptr
  %25 = addrspacecast ptr addrspace(5) %12 to ptr
  %26 = addrspacecast ptr addrspace(5) %13 to ptr
  %27 = addrspacecast ptr addrspace(5) %14 to ptr
  %28 = addrspacecast ptr addrspace(5) %15 to ptr
  store ptr addrspace(1) %0, ptr %16, align 8
  %29 = load ptr, ptr %16, align 8
  store ptr addrspace(1) %1, ptr %17, align 8
  %30 = load ptr, ptr %17, align 8
  store ptr %29, ptr %18, align 8
  store ptr %30, ptr %19, align 8
  %31 = call noundef i32 @_ZL3tidv() #6
  store i32 %31, ptr %20, align 4
  %32 = getelementptr inbounds %struct.MinLoc, ptr %21, i32 0, i32 0
  %33 = load ptr, ptr %18, align 8
  %34 = load i32, ptr %20, align 4
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %33, i64 %35
  %37 = load float, ptr %36, align 4
  store float %37, ptr %32, align 4
  %38 = getelementptr inbounds %struct.MinLoc, ptr %21, i32 0, i32 1
  %39 = load i32, ptr %20, align 4
  store i32 %39, ptr %38, align 4
  store i32 16, ptr %22, align 4
  br label %40

40:                                               ; preds = %61, %2
  %41 = load i32, ptr %22, align 4
  %42 = icmp sgt i32 %41, 0
  br i1 %42, label %43, label %64

43:                                               ; preds = %40
  %44 = call noundef i32 @_ZL7lane_idv() #6
  %45 = load i32, ptr %22, align 4
  %46 = xor i32 %44, %45
  store i32 %46, ptr %24, align 4
  %47 = getelementptr inbounds %struct.MinLoc, ptr %21, i32 0, i32 0
  %48 = load i32, ptr %47, align 4
  %49 = load i32, ptr %24, align 4
  %50 = call noundef i32 @_ZL4shflii(i32 noundef %48, i32 noundef %49) #6
  store i32 %50, ptr %25, align 4
  %51 = load float, ptr %25, align 4
  %52 = getelementptr inbounds %struct.MinLoc, ptr %23, i32 0, i32 0
  store float %51, ptr %52, align 4
  %53 = getelementptr inbounds %struct.MinLoc, ptr %21, i32 0, i32 1
  %54 = load i32, ptr %53, align 4
  %55 = load i32, ptr %24, align 4
  %56 = call noundef i32 @_ZL4shflii(i32 noundef %54, i32 noundef %55) #6
  %57 = getelementptr inbounds %struct.MinLoc, ptr %23, i32 0, i32 1
  store i32 %56, ptr %57, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %27, ptr align 4 %21, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %28, ptr align 4 %23, i64 8, i1 false)
  %58 = load [2 x i32], ptr %27, align 4
  %59 = load [2 x i32], ptr %28, align 4
  %60 = call [2 x i32] @_Z7minloc26MinLocS_([2 x i32] %58, [2 x i32] %59) #6
  store [2 x i32] %60, ptr %26, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %21, ptr align 4 %26, i64 8, i1 false)
  br label %61

61:                                               ; preds = %43
  %62 = load i32, ptr %22, align 4
  %63 = ashr i32 %62, 1
  store i32 %63, ptr %22, align 4
  br label %40, !llvm.loop !6

64:                                               ; preds = %40
  %65 = getelementptr inbounds %struct.MinLoc, ptr %21, i32 0, i32 1
  %66 = load i32, ptr %65, align 4
  %67 = load ptr, ptr %19, align 8
  %68 = load i32, ptr %20, align 4
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %67, i64 %69
  store i32 %66, ptr %70, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL4shflii(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %0, ptr %7, align 4
  store i32 %1, ptr %8, align 4
  %9 = load i32, ptr %8, align 4
  %10 = shl i32 %9, 2
  %11 = load i32, ptr %7, align 4
  %12 = call i32 @llvm.amdgcn.ds.bpermute(i32 %10, i32 %11)
  ret i32 %12
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
