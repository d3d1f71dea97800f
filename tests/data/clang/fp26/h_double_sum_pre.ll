; ModuleID = '/tmp/fp26build/hip_pre.ll'
source_filename = "fp26.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL7lane_idv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef i32 @_ZL5mbcnty(i64 noundef -1) #5
  ret i32 %3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

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
  %10 = and i32 %9, 63
  %11 = shl i32 %10, 2
  %12 = load i32, ptr %7, align 4, !tbaa !5
  %13 = call i32 @llvm.amdgcn.ds.bpermute(i32 %11, i32 %12)
  ret i32 %13
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z12h_double_sumPKdPd(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #2 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca double, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %3 to ptr
  %12 = addrspacecast ptr addrspace(5) %4 to ptr
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  %18 = load ptr, ptr %11, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr %12, align 8
  %19 = load ptr, ptr %12, align 8, !tbaa !9
  store ptr %18, ptr %13, align 8, !tbaa !9
  store ptr %19, ptr %14, align 8, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #6
  %20 = call noundef i32 @_ZL7lane_idv() #5
  store i32 %20, ptr %15, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %8) #6
  %21 = load ptr, ptr %13, align 8, !tbaa !9
  %22 = load i32, ptr %15, align 4, !tbaa !5
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %21, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !11
  store double %25, ptr %16, align 8, !tbaa !11
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #6
  store i32 32, ptr %17, align 4, !tbaa !5
  br label %26

26:                                               ; preds = %38, %2
  %27 = load i32, ptr %17, align 4, !tbaa !5
  %28 = icmp sgt i32 %27, 0
  br i1 %28, label %30, label %29

29:                                               ; preds = %26
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #6
  br label %41

30:                                               ; preds = %26
  %31 = load double, ptr %16, align 8, !tbaa !11
  %32 = load i32, ptr %15, align 4, !tbaa !5
  %33 = load i32, ptr %17, align 4, !tbaa !5
  %34 = xor i32 %32, %33
  %35 = call contract noundef double @_ZL5shflddi(double noundef %31, i32 noundef %34) #5
  %36 = load double, ptr %16, align 8, !tbaa !11
  %37 = fadd contract double %36, %35
  store double %37, ptr %16, align 8, !tbaa !11
  br label %38

38:                                               ; preds = %30
  %39 = load i32, ptr %17, align 4, !tbaa !5
  %40 = ashr i32 %39, 1
  store i32 %40, ptr %17, align 4, !tbaa !5
  br label %26, !llvm.loop !13

41:                                               ; preds = %29
  %42 = load double, ptr %16, align 8, !tbaa !11
  %43 = fdiv contract double %42, 6.400000e+01
  %44 = load ptr, ptr %14, align 8, !tbaa !9
  %45 = load i32, ptr %15, align 4, !tbaa !5
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %44, i64 %46
  store double %43, ptr %47, align 8, !tbaa !11
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %8) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #6
  ret void
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef double @_ZL5shflddi(double noundef %0, i32 noundef %1) #1 {
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
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %6) #6
  %18 = load i64, ptr %12, align 8, !tbaa !15
  store i64 %18, ptr %14, align 8, !tbaa !16
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #6
  %19 = load i64, ptr %14, align 8, !tbaa !16
  %20 = trunc i64 %19 to i32
  %21 = load i32, ptr %13, align 4, !tbaa !5
  %22 = call noundef i32 @_ZL4shflii(i32 noundef %20, i32 noundef %21) #5
  store i32 %22, ptr %15, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #6
  %23 = load i64, ptr %14, align 8, !tbaa !16
  %24 = ashr i64 %23, 32
  %25 = trunc i64 %24 to i32
  %26 = load i32, ptr %13, align 4, !tbaa !5
  %27 = call noundef i32 @_ZL4shflii(i32 noundef %25, i32 noundef %26) #5
  store i32 %27, ptr %16, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %9) #6
  %28 = load i32, ptr %16, align 4, !tbaa !5
  %29 = sext i32 %28 to i64
  %30 = shl i64 %29, 32
  %31 = load i32, ptr %15, align 4, !tbaa !5
  %32 = zext i32 %31 to i64
  %33 = or i64 %30, %32
  store i64 %33, ptr %17, align 8, !tbaa !16
  %34 = load double, ptr %17, align 8, !tbaa !15
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %9) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #6
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %6) #6
  ret double %34
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL5mbcnty(i64 noundef %0) #1 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i64, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i64 %0, ptr %5, align 8, !tbaa !16
  %6 = load i64, ptr %5, align 8, !tbaa !16
  %7 = lshr i64 %6, 32
  %8 = trunc i64 %7 to i32
  %9 = load i64, ptr %5, align 8, !tbaa !16
  %10 = trunc i64 %9 to i32
  %11 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %10, i32 0)
  %12 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %8, i32 %11)
  ret i32 %12
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

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
!15 = !{!7, !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !7, i64 0}
