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

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #1

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

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define protected amdgpu_kernel void @_Z10h_seg_scanPKiPi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #2 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i8, align 1, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
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
  %31 = call noundef i32 @_ZL3tidv() #5
  store i32 %31, ptr %20, align 4
  %32 = call noundef i32 @_ZL7lane_idv() #5
  store i32 %32, ptr %21, align 4
  %33 = load ptr, ptr %18, align 8
  %34 = load i32, ptr %20, align 4
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %33, i64 %35
  %37 = load i32, ptr %36, align 4
  store i32 %37, ptr %22, align 4
  %38 = load i32, ptr %22, align 4
  %39 = icmp slt i32 %38, 0
  br i1 %39, label %43, label %40

40:                                               ; preds = %2
  %41 = load i32, ptr %21, align 4
  %42 = icmp eq i32 %41, 0
  br label %43

43:                                               ; preds = %40, %2
  %44 = phi i1 [ true, %2 ], [ %42, %40 ]
  %45 = zext i1 %44 to i8
  store i8 %45, ptr %23, align 1
  %46 = load i32, ptr %22, align 4
  %47 = icmp slt i32 %46, 0
  br i1 %47, label %48, label %51

48:                                               ; preds = %43
  %49 = load i32, ptr %22, align 4
  %50 = sub nsw i32 0, %49
  br label %53

51:                                               ; preds = %43
  %52 = load i32, ptr %22, align 4
  br label %53

53:                                               ; preds = %51, %48
  %54 = phi i32 [ %50, %48 ], [ %52, %51 ]
  store i32 %54, ptr %24, align 4
  %55 = load i8, ptr %23, align 1
  %56 = trunc i8 %55 to i1
  %57 = call i32 @llvm.amdgcn.ballot.i32(i1 %56)
  %58 = call noundef i32 @_ZL11lanemask_ltv() #5
  %59 = shl i32 %58, 1
  %60 = or i32 %59, 1
  %61 = and i32 %57, %60
  store i32 %61, ptr %25, align 4
  %62 = load i32, ptr %25, align 4
  %63 = call i32 @llvm.ctlz.i32(i32 %62, i1 true)
  %64 = sub nsw i32 31, %63
  store i32 %64, ptr %26, align 4
  store i32 1, ptr %27, align 4
  br label %65

65:                                               ; preds = %93, %53
  %66 = load i32, ptr %27, align 4
  %67 = icmp slt i32 %66, 32
  br i1 %67, label %68, label %96

68:                                               ; preds = %65
  %69 = load i32, ptr %24, align 4
  %70 = load i32, ptr %21, align 4
  %71 = load i32, ptr %27, align 4
  %72 = sub nsw i32 %70, %71
  %73 = icmp slt i32 %72, 0
  br i1 %73, label %74, label %76

74:                                               ; preds = %68
  %75 = load i32, ptr %21, align 4
  br label %80

76:                                               ; preds = %68
  %77 = load i32, ptr %21, align 4
  %78 = load i32, ptr %27, align 4
  %79 = sub i32 %77, %78
  br label %80

80:                                               ; preds = %76, %74
  %81 = phi i32 [ %75, %74 ], [ %79, %76 ]
  %82 = call noundef i32 @_ZL4shflii(i32 noundef %69, i32 noundef %81) #5
  store i32 %82, ptr %28, align 4
  %83 = load i32, ptr %21, align 4
  %84 = load i32, ptr %27, align 4
  %85 = sub nsw i32 %83, %84
  %86 = load i32, ptr %26, align 4
  %87 = icmp sge i32 %85, %86
  br i1 %87, label %88, label %92

88:                                               ; preds = %80
  %89 = load i32, ptr %28, align 4
  %90 = load i32, ptr %24, align 4
  %91 = add nsw i32 %90, %89
  store i32 %91, ptr %24, align 4
  br label %92

92:                                               ; preds = %88, %80
  br label %93

93:                                               ; preds = %92
  %94 = load i32, ptr %27, align 4
  %95 = shl i32 %94, 1
  store i32 %95, ptr %27, align 4
  br label %65, !llvm.loop !6

96:                                               ; preds = %65
  %97 = load i32, ptr %24, align 4
  %98 = load ptr, ptr %19, align 8
  %99 = load i32, ptr %20, align 4
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds i32, ptr %98, i64 %100
  store i32 %97, ptr %101, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL11lanemask_ltv() #0 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = alloca i32, align 4, addrspace(5)
  %3 = addrspacecast ptr addrspace(5) %1 to ptr
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = call noundef i32 @_ZL7lane_idv() #5
  store i32 %5, ptr %4, align 4
  %6 = load i32, ptr %4, align 4
  %7 = shl i32 1, %6
  %8 = sub i32 %7, 1
  ret i32 %8
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #1

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
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
