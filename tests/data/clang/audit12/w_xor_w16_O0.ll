; ModuleID = '/tmp/a12build/w32_O0.ll'
source_filename = "a12.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

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

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define protected amdgpu_kernel void @_Z9h_xor_w16PKiPi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #1 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %3 to ptr
  %14 = addrspacecast ptr addrspace(5) %4 to ptr
  %15 = addrspacecast ptr addrspace(5) %5 to ptr
  %16 = addrspacecast ptr addrspace(5) %6 to ptr
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  %19 = addrspacecast ptr addrspace(5) %9 to ptr
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  %23 = load ptr, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  %24 = load ptr, ptr %14, align 8
  store ptr %23, ptr %15, align 8
  store ptr %24, ptr %16, align 8
  %25 = call noundef i32 @_ZL3tidv() #5
  store i32 %25, ptr %17, align 4
  %26 = load ptr, ptr %15, align 8
  %27 = load i32, ptr %17, align 4
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %26, i64 %28
  %30 = load i32, ptr %29, align 4
  store i32 %30, ptr %18, align 4
  store i32 8, ptr %19, align 4
  br label %31

31:                                               ; preds = %47, %2
  %32 = load i32, ptr %19, align 4
  %33 = icmp sgt i32 %32, 0
  br i1 %33, label %34, label %50

34:                                               ; preds = %31
  %35 = load i32, ptr %18, align 4
  %36 = load i32, ptr %19, align 4
  %37 = call noundef i32 @_ZL8shfl_xoriii(i32 noundef %35, i32 noundef %36, i32 noundef 16) #5
  store i32 %37, ptr %20, align 4
  %38 = load i32, ptr %20, align 4
  %39 = load i32, ptr %18, align 4
  %40 = icmp sgt i32 %38, %39
  br i1 %40, label %41, label %43

41:                                               ; preds = %34
  %42 = load i32, ptr %20, align 4
  br label %45

43:                                               ; preds = %34
  %44 = load i32, ptr %18, align 4
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %42, %41 ], [ %44, %43 ]
  store i32 %46, ptr %18, align 4
  br label %47

47:                                               ; preds = %45
  %48 = load i32, ptr %19, align 4
  %49 = ashr i32 %48, 1
  store i32 %49, ptr %19, align 4
  br label %31, !llvm.loop !6

50:                                               ; preds = %31
  %51 = load i32, ptr %18, align 4
  %52 = call noundef i32 @_ZL8shfl_xoriii(i32 noundef %51, i32 noundef 16, i32 noundef 16) #5
  store i32 %52, ptr %21, align 4
  %53 = load i32, ptr %18, align 4
  %54 = call noundef i32 @_ZL8shfl_xoriii(i32 noundef %53, i32 noundef 16, i32 noundef 32) #5
  store i32 %54, ptr %22, align 4
  %55 = load i32, ptr %18, align 4
  %56 = mul nsw i32 %55, 10000
  %57 = load i32, ptr %21, align 4
  %58 = load i32, ptr %18, align 4
  %59 = icmp eq i32 %57, %58
  %60 = zext i1 %59 to i32
  %61 = mul nsw i32 %60, 1000
  %62 = add nsw i32 %56, %61
  %63 = load i32, ptr %22, align 4
  %64 = load i32, ptr %18, align 4
  %65 = icmp sgt i32 %63, %64
  br i1 %65, label %66, label %70

66:                                               ; preds = %50
  %67 = load i32, ptr %22, align 4
  %68 = load i32, ptr %18, align 4
  %69 = sub nsw i32 %67, %68
  br label %71

70:                                               ; preds = %50
  br label %71

71:                                               ; preds = %70, %66
  %72 = phi i32 [ %69, %66 ], [ 0, %70 ]
  %73 = add nsw i32 %62, %72
  %74 = load ptr, ptr %16, align 8
  %75 = load i32, ptr %17, align 4
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr %74, i64 %76
  store i32 %73, ptr %77, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL8shfl_xoriii(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  store i32 %0, ptr %11, align 4
  store i32 %1, ptr %12, align 4
  store i32 %2, ptr %13, align 4
  %16 = call noundef i32 @_ZL7lane_idv() #5
  store i32 %16, ptr %14, align 4
  %17 = load i32, ptr %14, align 4
  %18 = load i32, ptr %12, align 4
  %19 = xor i32 %17, %18
  store i32 %19, ptr %15, align 4
  %20 = load i32, ptr %15, align 4
  %21 = load i32, ptr %14, align 4
  %22 = load i32, ptr %13, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %13, align 4
  %25 = sub nsw i32 %24, 1
  %26 = xor i32 %25, -1
  %27 = and i32 %23, %26
  %28 = icmp sge i32 %20, %27
  br i1 %28, label %29, label %31

29:                                               ; preds = %3
  %30 = load i32, ptr %14, align 4
  br label %33

31:                                               ; preds = %3
  %32 = load i32, ptr %15, align 4
  br label %33

33:                                               ; preds = %31, %29
  %34 = phi i32 [ %30, %29 ], [ %32, %31 ]
  store i32 %34, ptr %15, align 4
  %35 = load i32, ptr %15, align 4
  %36 = shl i32 %35, 2
  %37 = load i32, ptr %11, align 4
  %38 = call i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %37)
  ret i32 %38
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
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
