; ModuleID = '/tmp/a10build/w32_O0.ll'
source_filename = "a10.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL3tidv() #0 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define protected amdgpu_kernel void @_Z16h_partial_reducePKiPij(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #1 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %4 to ptr
  %14 = addrspacecast ptr addrspace(5) %5 to ptr
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %11 to ptr
  %21 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  %22 = load ptr, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  %23 = load ptr, ptr %14, align 8
  store ptr %22, ptr %15, align 8
  store ptr %23, ptr %16, align 8
  store i32 %2, ptr %17, align 4
  %24 = call noundef i32 @_ZL3tidv() #5
  store i32 %24, ptr %18, align 4
  %25 = load i32, ptr %18, align 4
  %26 = load i32, ptr %17, align 4
  %27 = icmp uge i32 %25, %26
  br i1 %27, label %28, label %29

28:                                               ; preds = %3
  br label %68

29:                                               ; preds = %3
  %30 = load ptr, ptr %15, align 8
  %31 = load i32, ptr %18, align 4
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4
  store i32 %34, ptr %19, align 4
  store i32 1, ptr %20, align 4
  br label %35

35:                                               ; preds = %52, %29
  %36 = load i32, ptr %20, align 4
  %37 = icmp ult i32 %36, 32
  br i1 %37, label %38, label %55

38:                                               ; preds = %35
  %39 = load i32, ptr %19, align 4
  %40 = load i32, ptr %20, align 4
  %41 = call noundef i32 @_ZL9shfl_downij(i32 noundef %39, i32 noundef %40) #5
  store i32 %41, ptr %21, align 4
  %42 = call noundef i32 @_ZL7lane_idv() #5
  %43 = load i32, ptr %20, align 4
  %44 = add i32 %42, %43
  %45 = load i32, ptr %17, align 4
  %46 = icmp ult i32 %44, %45
  br i1 %46, label %47, label %51

47:                                               ; preds = %38
  %48 = load i32, ptr %21, align 4
  %49 = load i32, ptr %19, align 4
  %50 = add nsw i32 %49, %48
  store i32 %50, ptr %19, align 4
  br label %51

51:                                               ; preds = %47, %38
  br label %52

52:                                               ; preds = %51
  %53 = load i32, ptr %20, align 4
  %54 = shl i32 %53, 1
  store i32 %54, ptr %20, align 4
  br label %35, !llvm.loop !6

55:                                               ; preds = %35
  %56 = load i32, ptr %18, align 4
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %58, label %62

58:                                               ; preds = %55
  %59 = load i32, ptr %19, align 4
  %60 = load ptr, ptr %16, align 8
  %61 = getelementptr inbounds i32, ptr %60, i64 0
  store i32 %59, ptr %61, align 4
  br label %62

62:                                               ; preds = %58, %55
  %63 = load ptr, ptr %16, align 8
  %64 = load i32, ptr %18, align 4
  %65 = add i32 %64, 1
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %63, i64 %66
  store i32 1, ptr %67, align 4
  br label %68

68:                                               ; preds = %62, %28
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL9shfl_downij(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  store i32 %0, ptr %9, align 4
  store i32 %1, ptr %10, align 4
  %13 = call noundef i32 @_ZL7lane_idv() #5
  store i32 %13, ptr %11, align 4
  %14 = load i32, ptr %11, align 4
  %15 = load i32, ptr %10, align 4
  %16 = add i32 %14, %15
  %17 = icmp ult i32 %16, 32
  br i1 %17, label %18, label %22

18:                                               ; preds = %2
  %19 = load i32, ptr %11, align 4
  %20 = load i32, ptr %10, align 4
  %21 = add i32 %19, %20
  br label %24

22:                                               ; preds = %2
  %23 = load i32, ptr %11, align 4
  br label %24

24:                                               ; preds = %22, %18
  %25 = phi i32 [ %21, %18 ], [ %23, %22 ]
  store i32 %25, ptr %12, align 4
  %26 = load i32, ptr %9, align 4
  %27 = load i32, ptr %12, align 4
  %28 = call noundef i32 @_ZL4shflii(i32 noundef %26, i32 noundef %27) #5
  ret i32 %28
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL7lane_idv() #0 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  ret i32 %3
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
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #4

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

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
