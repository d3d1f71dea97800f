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
define hidden noundef i32 @_ZL5mbcnty(i64 noundef %0) #1 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i64, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i64 %0, ptr %5, align 8, !tbaa !5
  %6 = load i64, ptr %5, align 8, !tbaa !5
  %7 = lshr i64 %6, 32
  %8 = trunc i64 %7 to i32
  %9 = load i64, ptr %5, align 8, !tbaa !5
  %10 = trunc i64 %9 to i32
  %11 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %10, i32 0)
  %12 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %8, i32 %11)
  ret i32 %12
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #2

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z11h_swz_modesPKiPi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #3 {
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
  %23 = load ptr, ptr %13, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr %14, align 8
  %24 = load ptr, ptr %14, align 8, !tbaa !9
  store ptr %23, ptr %15, align 8, !tbaa !9
  store ptr %24, ptr %16, align 8, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #6
  %25 = call noundef i32 @_ZL7lane_idv() #5
  store i32 %25, ptr %17, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #6
  %26 = load ptr, ptr %15, align 8, !tbaa !9
  %27 = load i32, ptr %17, align 4, !tbaa !11
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %26, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !11
  %31 = and i32 %30, 15
  store i32 %31, ptr %18, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #6
  store i32 0, ptr %19, align 4, !tbaa !11
  br label %32

32:                                               ; preds = %51, %2
  %33 = load i32, ptr %19, align 4, !tbaa !11
  %34 = icmp slt i32 %33, 4
  br i1 %34, label %35, label %54

35:                                               ; preds = %32
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10) #6
  %36 = load i32, ptr %18, align 4, !tbaa !11
  %37 = call i32 @llvm.amdgcn.ds.swizzle(i32 %36, i32 3103)
  store i32 %37, ptr %20, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %11) #6
  %38 = load i32, ptr %18, align 4, !tbaa !11
  %39 = call i32 @llvm.amdgcn.ds.swizzle(i32 %38, i32 32945)
  store i32 %39, ptr %21, align 4, !tbaa !11
  %40 = load i32, ptr %20, align 4, !tbaa !11
  %41 = load i32, ptr %21, align 4, !tbaa !11
  %42 = add nsw i32 %40, %41
  %43 = and i32 %42, 31
  store i32 %43, ptr %18, align 4, !tbaa !11
  %44 = load i32, ptr %18, align 4, !tbaa !11
  %45 = icmp sgt i32 %44, 24
  br i1 %45, label %46, label %47

46:                                               ; preds = %35
  store i32 2, ptr %22, align 4
  br label %48

47:                                               ; preds = %35
  store i32 0, ptr %22, align 4
  br label %48

48:                                               ; preds = %47, %46
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %11) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #6
  %49 = load i32, ptr %22, align 4
  switch i32 %49, label %63 [
    i32 0, label %50
    i32 2, label %54
  ]

50:                                               ; preds = %48
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %19, align 4, !tbaa !11
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %19, align 4, !tbaa !11
  br label %32, !llvm.loop !13

54:                                               ; preds = %48, %32
  %55 = load i32, ptr %18, align 4, !tbaa !11
  %56 = mul nsw i32 %55, 10
  %57 = load i32, ptr %19, align 4, !tbaa !11
  %58 = add nsw i32 %56, %57
  %59 = load ptr, ptr %16, align 8, !tbaa !9
  %60 = load i32, ptr %17, align 4, !tbaa !11
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr %59, i64 %61
  store i32 %58, ptr %62, align 4, !tbaa !11
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #6
  ret void

63:                                               ; preds = %48
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
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
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
