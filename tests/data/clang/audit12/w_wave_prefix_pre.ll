; ModuleID = '/tmp/a12build/w32_pre.ll'
source_filename = "a12.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL3tidv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %3
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL7lane_idv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  ret i32 %3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z13h_wave_prefixPKiPi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #3 {
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
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %3 to ptr
  %16 = addrspacecast ptr addrspace(5) %4 to ptr
  %17 = addrspacecast ptr addrspace(5) %5 to ptr
  %18 = addrspacecast ptr addrspace(5) %6 to ptr
  %19 = addrspacecast ptr addrspace(5) %7 to ptr
  %20 = addrspacecast ptr addrspace(5) %8 to ptr
  %21 = addrspacecast ptr addrspace(5) %9 to ptr
  %22 = addrspacecast ptr addrspace(5) %10 to ptr
  %23 = addrspacecast ptr addrspace(5) %12 to ptr
  %24 = addrspacecast ptr addrspace(5) %13 to ptr
  %25 = addrspacecast ptr addrspace(5) %14 to ptr
  store ptr addrspace(1) %0, ptr %15, align 8
  %26 = load ptr, ptr %15, align 8, !tbaa !5
  store ptr addrspace(1) %1, ptr %16, align 8
  %27 = load ptr, ptr %16, align 8, !tbaa !5
  store ptr %26, ptr %17, align 8, !tbaa !5
  store ptr %27, ptr %18, align 8, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #6
  %28 = call noundef i32 @_ZL3tidv() #7
  store i32 %28, ptr %19, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #6
  %29 = call noundef i32 @_ZL7lane_idv() #7
  store i32 %29, ptr %20, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #6
  %30 = load ptr, ptr %17, align 8, !tbaa !5
  %31 = load i32, ptr %19, align 4, !tbaa !9
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !9
  store i32 %34, ptr %21, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10) #6
  store i32 1, ptr %22, align 4, !tbaa !9
  br label %35

35:                                               ; preds = %51, %2
  %36 = load i32, ptr %22, align 4, !tbaa !9
  %37 = icmp slt i32 %36, 32
  br i1 %37, label %39, label %38

38:                                               ; preds = %35
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #6
  br label %54

39:                                               ; preds = %35
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %12) #6
  %40 = load i32, ptr %21, align 4, !tbaa !9
  %41 = load i32, ptr %22, align 4, !tbaa !9
  %42 = call noundef i32 @_ZL7shfl_upiji(i32 noundef %40, i32 noundef %41, i32 noundef 32) #7
  store i32 %42, ptr %23, align 4, !tbaa !9
  %43 = load i32, ptr %20, align 4, !tbaa !9
  %44 = load i32, ptr %22, align 4, !tbaa !9
  %45 = icmp sge i32 %43, %44
  br i1 %45, label %46, label %50

46:                                               ; preds = %39
  %47 = load i32, ptr %23, align 4, !tbaa !9
  %48 = load i32, ptr %21, align 4, !tbaa !9
  %49 = add nsw i32 %48, %47
  store i32 %49, ptr %21, align 4, !tbaa !9
  br label %50

50:                                               ; preds = %46, %39
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %12) #6
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %22, align 4, !tbaa !9
  %53 = shl i32 %52, 1
  store i32 %53, ptr %22, align 4, !tbaa !9
  br label %35, !llvm.loop !11

54:                                               ; preds = %38
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %13) #6
  %55 = load i32, ptr %21, align 4, !tbaa !9
  %56 = call noundef i32 @_ZL7shfl_upiji(i32 noundef %55, i32 noundef 1, i32 noundef 32) #7
  store i32 %56, ptr %24, align 4, !tbaa !9
  %57 = load i32, ptr %20, align 4, !tbaa !9
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %59, label %60

59:                                               ; preds = %54
  store i32 0, ptr %24, align 4, !tbaa !9
  br label %60

60:                                               ; preds = %59, %54
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %14) #6
  %61 = load i32, ptr %21, align 4, !tbaa !9
  %62 = call i32 @llvm.amdgcn.readlane.i32(i32 %61, i32 31)
  store i32 %62, ptr %25, align 4, !tbaa !9
  %63 = load i32, ptr %25, align 4, !tbaa !9
  %64 = mul nsw i32 %63, 100000
  %65 = load i32, ptr %24, align 4, !tbaa !9
  %66 = add nsw i32 %64, %65
  %67 = load ptr, ptr %18, align 8, !tbaa !5
  %68 = load i32, ptr %19, align 4, !tbaa !9
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %67, i64 %69
  store i32 %66, ptr %70, align 4, !tbaa !9
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %14) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %13) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #6
  ret void
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL7shfl_upiji(i32 noundef %0, i32 noundef %1, i32 noundef %2) #1 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %4 to ptr
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  store i32 %0, ptr %12, align 4, !tbaa !9
  store i32 %1, ptr %13, align 4, !tbaa !9
  store i32 %2, ptr %14, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #6
  %17 = call noundef i32 @_ZL7lane_idv() #7
  store i32 %17, ptr %15, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #6
  %18 = load i32, ptr %15, align 4, !tbaa !9
  %19 = load i32, ptr %13, align 4, !tbaa !9
  %20 = sub nsw i32 %18, %19
  store i32 %20, ptr %16, align 4, !tbaa !9
  %21 = load i32, ptr %16, align 4, !tbaa !9
  %22 = load i32, ptr %15, align 4, !tbaa !9
  %23 = load i32, ptr %14, align 4, !tbaa !9
  %24 = sub nsw i32 %23, 1
  %25 = xor i32 %24, -1
  %26 = and i32 %22, %25
  %27 = icmp slt i32 %21, %26
  br i1 %27, label %28, label %30

28:                                               ; preds = %3
  %29 = load i32, ptr %15, align 4, !tbaa !9
  br label %32

30:                                               ; preds = %3
  %31 = load i32, ptr %16, align 4, !tbaa !9
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %29, %28 ], [ %31, %30 ]
  store i32 %33, ptr %16, align 4, !tbaa !9
  %34 = load i32, ptr %16, align 4, !tbaa !9
  %35 = shl i32 %34, 2
  %36 = load i32, ptr %12, align 4, !tbaa !9
  %37 = call i32 @llvm.amdgcn.ds.bpermute(i32 %35, i32 %36)
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #6
  ret i32 %37
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
