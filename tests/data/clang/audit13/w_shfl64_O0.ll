; ModuleID = '/tmp/a13build/w32_O0.ll'
source_filename = "a13.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

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
  %13 = call noundef i32 @_ZL7lane_idv() #4
  store i32 %13, ptr %11, align 4
  %14 = load i32, ptr %11, align 4
  %15 = load i32, ptr %10, align 4
  %16 = add nsw i32 %14, %15
  store i32 %16, ptr %12, align 4
  %17 = load i32, ptr %12, align 4
  %18 = icmp sge i32 %17, 32
  br i1 %18, label %19, label %21

19:                                               ; preds = %2
  %20 = load i32, ptr %11, align 4
  br label %23

21:                                               ; preds = %2
  %22 = load i32, ptr %12, align 4
  br label %23

23:                                               ; preds = %21, %19
  %24 = phi i32 [ %20, %19 ], [ %22, %21 ]
  store i32 %24, ptr %12, align 4
  %25 = load i32, ptr %12, align 4
  %26 = shl i32 %25, 2
  %27 = load i32, ptr %9, align 4
  %28 = call i32 @llvm.amdgcn.ds.bpermute(i32 %26, i32 %27)
  ret i32 %28
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define protected amdgpu_kernel void @_Z8h_shfl64PKdPKxPdPx(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, ptr addrspace(1) noundef %3) #1 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca double, align 8, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i64, align 8, addrspace(5)
  %17 = addrspacecast ptr addrspace(5) %5 to ptr
  %18 = addrspacecast ptr addrspace(5) %6 to ptr
  %19 = addrspacecast ptr addrspace(5) %7 to ptr
  %20 = addrspacecast ptr addrspace(5) %8 to ptr
  %21 = addrspacecast ptr addrspace(5) %9 to ptr
  %22 = addrspacecast ptr addrspace(5) %10 to ptr
  %23 = addrspacecast ptr addrspace(5) %11 to ptr
  %24 = addrspacecast ptr addrspace(5) %12 to ptr
  %25 = addrspacecast ptr addrspace(5) %13 to ptr
  %26 = addrspacecast ptr addrspace(5) %14 to ptr
  %27 = addrspacecast ptr addrspace(5) %15 to ptr
  %28 = addrspacecast ptr addrspace(5) %16 to ptr
  store ptr addrspace(1) %0, ptr %17, align 8
  %29 = load ptr, ptr %17, align 8
  store ptr addrspace(1) %1, ptr %18, align 8
  %30 = load ptr, ptr %18, align 8
  store ptr addrspace(1) %2, ptr %19, align 8
  %31 = load ptr, ptr %19, align 8
  store ptr addrspace(1) %3, ptr %20, align 8
  %32 = load ptr, ptr %20, align 8
  store ptr %29, ptr %21, align 8
  store ptr %30, ptr %22, align 8
  store ptr %31, ptr %23, align 8
  store ptr %32, ptr %24, align 8
  %33 = call noundef i32 @_ZL7lane_idv() #4
  store i32 %33, ptr %25, align 4
  %34 = load ptr, ptr %21, align 8
  %35 = load i32, ptr %25, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %34, i64 %36
  %38 = load double, ptr %37, align 8
  store double %38, ptr %26, align 8
  store i32 16, ptr %27, align 4
  br label %39

39:                                               ; preds = %48, %4
  %40 = load i32, ptr %27, align 4
  %41 = icmp ugt i32 %40, 0
  br i1 %41, label %42, label %51

42:                                               ; preds = %39
  %43 = load double, ptr %26, align 8
  %44 = load i32, ptr %27, align 4
  %45 = call contract noundef double @_ZL11shfl_down_ddj(double noundef %43, i32 noundef %44) #4
  %46 = load double, ptr %26, align 8
  %47 = fadd contract double %46, %45
  store double %47, ptr %26, align 8
  br label %48

48:                                               ; preds = %42
  %49 = load i32, ptr %27, align 4
  %50 = lshr i32 %49, 1
  store i32 %50, ptr %27, align 4
  br label %39, !llvm.loop !6

51:                                               ; preds = %39
  %52 = load ptr, ptr %22, align 8
  %53 = load i32, ptr %25, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i64, ptr %52, i64 %54
  %56 = load i64, ptr %55, align 8
  %57 = load ptr, ptr %22, align 8
  %58 = getelementptr inbounds i64, ptr %57, i64 0
  %59 = load i64, ptr %58, align 8
  %60 = and i64 %59, 31
  %61 = trunc i64 %60 to i32
  %62 = call noundef i64 @_ZL7shfl_llxi(i64 noundef %56, i32 noundef %61) #4
  store i64 %62, ptr %28, align 8
  %63 = load double, ptr %26, align 8
  %64 = load ptr, ptr %23, align 8
  %65 = load i32, ptr %25, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %64, i64 %66
  store double %63, ptr %67, align 8
  %68 = load i64, ptr %28, align 8
  %69 = load i32, ptr %25, align 4
  %70 = sext i32 %69 to i64
  %71 = add nsw i64 %68, %70
  %72 = load ptr, ptr %24, align 8
  %73 = load i32, ptr %25, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i64, ptr %72, i64 %74
  store i64 %71, ptr %75, align 8
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL7lane_idv() #0 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef double @_ZL11shfl_down_ddj(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8, addrspace(5)
  %4 = alloca double, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i64, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %3 to ptr
  %11 = addrspacecast ptr addrspace(5) %4 to ptr
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  store double %0, ptr %11, align 8
  store i32 %1, ptr %12, align 4
  %17 = load i64, ptr %11, align 8
  store i64 %17, ptr %13, align 8
  %18 = load i64, ptr %13, align 8
  %19 = trunc i64 %18 to i32
  %20 = load i32, ptr %12, align 4
  %21 = call noundef i32 @_ZL9shfl_downij(i32 noundef %19, i32 noundef %20) #4
  store i32 %21, ptr %14, align 4
  %22 = load i64, ptr %13, align 8
  %23 = ashr i64 %22, 32
  %24 = trunc i64 %23 to i32
  %25 = load i32, ptr %12, align 4
  %26 = call noundef i32 @_ZL9shfl_downij(i32 noundef %24, i32 noundef %25) #4
  store i32 %26, ptr %15, align 4
  %27 = load i32, ptr %15, align 4
  %28 = zext i32 %27 to i64
  %29 = shl i64 %28, 32
  %30 = load i32, ptr %14, align 4
  %31 = zext i32 %30 to i64
  %32 = or i64 %29, %31
  store i64 %32, ptr %16, align 8
  %33 = load double, ptr %16, align 8
  ret double %33
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i64 @_ZL7shfl_llxi(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8, addrspace(5)
  %4 = alloca i64, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  store i64 %0, ptr %9, align 8
  store i32 %1, ptr %10, align 4
  %13 = load i64, ptr %9, align 8
  %14 = trunc i64 %13 to i32
  %15 = load i32, ptr %10, align 4
  %16 = call noundef i32 @_ZL4shflii(i32 noundef %14, i32 noundef %15) #4
  store i32 %16, ptr %11, align 4
  %17 = load i64, ptr %9, align 8
  %18 = ashr i64 %17, 32
  %19 = trunc i64 %18 to i32
  %20 = load i32, ptr %10, align 4
  %21 = call noundef i32 @_ZL4shflii(i32 noundef %19, i32 noundef %20) #4
  store i32 %21, ptr %12, align 4
  %22 = load i32, ptr %12, align 4
  %23 = zext i32 %22 to i64
  %24 = shl i64 %23, 32
  %25 = load i32, ptr %11, align 4
  %26 = zext i32 %25 to i64
  %27 = or i64 %24, %26
  ret i64 %27
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
  %10 = and i32 %9, 31
  %11 = shl i32 %10, 2
  %12 = load i32, ptr %7, align 4
  %13 = call i32 @llvm.amdgcn.ds.bpermute(i32 %11, i32 %12)
  ret i32 %13
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

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
