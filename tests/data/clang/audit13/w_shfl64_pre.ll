; ModuleID = '/tmp/a13build/w32_pre.ll'
source_filename = "a13.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL9shfl_downij(i32 noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %3 to ptr
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  store i32 %0, ptr %10, align 4, !tbaa !5
  store i32 %1, ptr %11, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %6) #5
  %14 = call noundef i32 @_ZL7lane_idv() #6
  store i32 %14, ptr %12, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #5
  %15 = load i32, ptr %12, align 4, !tbaa !5
  %16 = load i32, ptr %11, align 4, !tbaa !5
  %17 = add nsw i32 %15, %16
  store i32 %17, ptr %13, align 4, !tbaa !5
  %18 = load i32, ptr %13, align 4, !tbaa !5
  %19 = icmp sge i32 %18, 32
  br i1 %19, label %20, label %22

20:                                               ; preds = %2
  %21 = load i32, ptr %12, align 4, !tbaa !5
  br label %24

22:                                               ; preds = %2
  %23 = load i32, ptr %13, align 4, !tbaa !5
  br label %24

24:                                               ; preds = %22, %20
  %25 = phi i32 [ %21, %20 ], [ %23, %22 ]
  store i32 %25, ptr %13, align 4, !tbaa !5
  %26 = load i32, ptr %13, align 4, !tbaa !5
  %27 = shl i32 %26, 2
  %28 = load i32, ptr %10, align 4, !tbaa !5
  %29 = call i32 @llvm.amdgcn.ds.bpermute(i32 %27, i32 %28)
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %6) #5
  ret i32 %29
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z8h_shfl64PKdPKxPdPx(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, ptr addrspace(1) noundef %3) #2 {
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
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i64, align 8, addrspace(5)
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
  %29 = addrspacecast ptr addrspace(5) %17 to ptr
  store ptr addrspace(1) %0, ptr %18, align 8
  %30 = load ptr, ptr %18, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr %19, align 8
  %31 = load ptr, ptr %19, align 8, !tbaa !9
  store ptr addrspace(1) %2, ptr %20, align 8
  %32 = load ptr, ptr %20, align 8, !tbaa !9
  store ptr addrspace(1) %3, ptr %21, align 8
  %33 = load ptr, ptr %21, align 8, !tbaa !9
  store ptr %30, ptr %22, align 8, !tbaa !9
  store ptr %31, ptr %23, align 8, !tbaa !9
  store ptr %32, ptr %24, align 8, !tbaa !9
  store ptr %33, ptr %25, align 8, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %13) #5
  %34 = call noundef i32 @_ZL7lane_idv() #6
  store i32 %34, ptr %26, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %14) #5
  %35 = load ptr, ptr %22, align 8, !tbaa !9
  %36 = load i32, ptr %26, align 4, !tbaa !5
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %35, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !11
  store double %39, ptr %27, align 8, !tbaa !11
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %15) #5
  store i32 16, ptr %28, align 4, !tbaa !5
  br label %40

40:                                               ; preds = %50, %4
  %41 = load i32, ptr %28, align 4, !tbaa !5
  %42 = icmp ugt i32 %41, 0
  br i1 %42, label %44, label %43

43:                                               ; preds = %40
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %15) #5
  br label %53

44:                                               ; preds = %40
  %45 = load double, ptr %27, align 8, !tbaa !11
  %46 = load i32, ptr %28, align 4, !tbaa !5
  %47 = call contract noundef double @_ZL11shfl_down_ddj(double noundef %45, i32 noundef %46) #6
  %48 = load double, ptr %27, align 8, !tbaa !11
  %49 = fadd contract double %48, %47
  store double %49, ptr %27, align 8, !tbaa !11
  br label %50

50:                                               ; preds = %44
  %51 = load i32, ptr %28, align 4, !tbaa !5
  %52 = lshr i32 %51, 1
  store i32 %52, ptr %28, align 4, !tbaa !5
  br label %40, !llvm.loop !13

53:                                               ; preds = %43
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %17) #5
  %54 = load ptr, ptr %23, align 8, !tbaa !9
  %55 = load i32, ptr %26, align 4, !tbaa !5
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i64, ptr %54, i64 %56
  %58 = load i64, ptr %57, align 8, !tbaa !15
  %59 = load ptr, ptr %23, align 8, !tbaa !9
  %60 = getelementptr inbounds i64, ptr %59, i64 0
  %61 = load i64, ptr %60, align 8, !tbaa !15
  %62 = and i64 %61, 31
  %63 = trunc i64 %62 to i32
  %64 = call noundef i64 @_ZL7shfl_llxi(i64 noundef %58, i32 noundef %63) #6
  store i64 %64, ptr %29, align 8, !tbaa !15
  %65 = load double, ptr %27, align 8, !tbaa !11
  %66 = load ptr, ptr %24, align 8, !tbaa !9
  %67 = load i32, ptr %26, align 4, !tbaa !5
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds double, ptr %66, i64 %68
  store double %65, ptr %69, align 8, !tbaa !11
  %70 = load i64, ptr %29, align 8, !tbaa !15
  %71 = load i32, ptr %26, align 4, !tbaa !5
  %72 = sext i32 %71 to i64
  %73 = add nsw i64 %70, %72
  %74 = load ptr, ptr %25, align 8, !tbaa !9
  %75 = load i32, ptr %26, align 4, !tbaa !5
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i64, ptr %74, i64 %76
  store i64 %73, ptr %77, align 8, !tbaa !15
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %17) #5
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %14) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %13) #5
  ret void
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL7lane_idv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  ret i32 %3
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef double @_ZL11shfl_down_ddj(double noundef %0, i32 noundef %1) #1 {
  %3 = alloca double, align 8, addrspace(5)
  %4 = alloca double, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i64, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %3 to ptr
  %12 = addrspacecast ptr addrspace(5) %4 to ptr
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  store double %0, ptr %12, align 8, !tbaa !11
  store i32 %1, ptr %13, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %6) #5
  %18 = load i64, ptr %12, align 8, !tbaa !17
  store i64 %18, ptr %14, align 8, !tbaa !15
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #5
  %19 = load i64, ptr %14, align 8, !tbaa !15
  %20 = trunc i64 %19 to i32
  %21 = load i32, ptr %13, align 4, !tbaa !5
  %22 = call noundef i32 @_ZL9shfl_downij(i32 noundef %20, i32 noundef %21) #6
  store i32 %22, ptr %15, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #5
  %23 = load i64, ptr %14, align 8, !tbaa !15
  %24 = ashr i64 %23, 32
  %25 = trunc i64 %24 to i32
  %26 = load i32, ptr %13, align 4, !tbaa !5
  %27 = call noundef i32 @_ZL9shfl_downij(i32 noundef %25, i32 noundef %26) #6
  store i32 %27, ptr %16, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %9) #5
  %28 = load i32, ptr %16, align 4, !tbaa !5
  %29 = zext i32 %28 to i64
  %30 = shl i64 %29, 32
  %31 = load i32, ptr %15, align 4, !tbaa !5
  %32 = zext i32 %31 to i64
  %33 = or i64 %30, %32
  store i64 %33, ptr %17, align 8, !tbaa !15
  %34 = load double, ptr %17, align 8, !tbaa !17
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %9) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #5
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %6) #5
  ret double %34
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i64 @_ZL7shfl_llxi(i64 noundef %0, i32 noundef %1) #1 {
  %3 = alloca i64, align 8, addrspace(5)
  %4 = alloca i64, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %3 to ptr
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  store i64 %0, ptr %10, align 8, !tbaa !15
  store i32 %1, ptr %11, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %6) #5
  %14 = load i64, ptr %10, align 8, !tbaa !15
  %15 = trunc i64 %14 to i32
  %16 = load i32, ptr %11, align 4, !tbaa !5
  %17 = call noundef i32 @_ZL4shflii(i32 noundef %15, i32 noundef %16) #6
  store i32 %17, ptr %12, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #5
  %18 = load i64, ptr %10, align 8, !tbaa !15
  %19 = ashr i64 %18, 32
  %20 = trunc i64 %19 to i32
  %21 = load i32, ptr %11, align 4, !tbaa !5
  %22 = call noundef i32 @_ZL4shflii(i32 noundef %20, i32 noundef %21) #6
  store i32 %22, ptr %13, align 4, !tbaa !5
  %23 = load i32, ptr %13, align 4, !tbaa !5
  %24 = zext i32 %23 to i64
  %25 = shl i64 %24, 32
  %26 = load i32, ptr %12, align 4, !tbaa !5
  %27 = zext i32 %26 to i64
  %28 = or i64 %25, %27
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %6) #5
  ret i64 %28
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

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #2 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !7, i64 0}
!17 = !{!7, !7, i64 0}
