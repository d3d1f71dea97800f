; ModuleID = '/tmp/a10build/hip_pre.ll'
source_filename = "a10.hip"
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z16h_partial_reducePKiPij(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #2 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = addrspacecast ptr addrspace(5) %4 to ptr
  %15 = addrspacecast ptr addrspace(5) %5 to ptr
  %16 = addrspacecast ptr addrspace(5) %6 to ptr
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  %19 = addrspacecast ptr addrspace(5) %9 to ptr
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = addrspacecast ptr addrspace(5) %12 to ptr
  %23 = addrspacecast ptr addrspace(5) %13 to ptr
  store ptr addrspace(1) %0, ptr %14, align 8
  %24 = load ptr, ptr %14, align 8, !tbaa !5
  store ptr addrspace(1) %1, ptr %15, align 8
  %25 = load ptr, ptr %15, align 8, !tbaa !5
  store ptr %24, ptr %16, align 8, !tbaa !5
  store ptr %25, ptr %17, align 8, !tbaa !5
  store i32 %2, ptr %18, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #6
  %26 = call noundef i32 @_ZL3tidv() #7
  store i32 %26, ptr %19, align 4, !tbaa !9
  %27 = load i32, ptr %19, align 4, !tbaa !9
  %28 = load i32, ptr %18, align 4, !tbaa !9
  %29 = icmp uge i32 %27, %28
  br i1 %29, label %30, label %31

30:                                               ; preds = %3
  store i32 1, ptr %20, align 4
  br label %71

31:                                               ; preds = %3
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %11) #6
  %32 = load ptr, ptr %16, align 8, !tbaa !5
  %33 = load i32, ptr %19, align 4, !tbaa !9
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %32, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !9
  store i32 %36, ptr %21, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %12) #6
  store i32 1, ptr %22, align 4, !tbaa !9
  br label %37

37:                                               ; preds = %55, %31
  %38 = load i32, ptr %22, align 4, !tbaa !9
  %39 = icmp ult i32 %38, 64
  br i1 %39, label %41, label %40

40:                                               ; preds = %37
  store i32 2, ptr %20, align 4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %12) #6
  br label %58

41:                                               ; preds = %37
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %13) #6
  %42 = load i32, ptr %21, align 4, !tbaa !9
  %43 = load i32, ptr %22, align 4, !tbaa !9
  %44 = call noundef i32 @_ZL9shfl_downij(i32 noundef %42, i32 noundef %43) #7
  store i32 %44, ptr %23, align 4, !tbaa !9
  %45 = call noundef i32 @_ZL7lane_idv() #7
  %46 = load i32, ptr %22, align 4, !tbaa !9
  %47 = add i32 %45, %46
  %48 = load i32, ptr %18, align 4, !tbaa !9
  %49 = icmp ult i32 %47, %48
  br i1 %49, label %50, label %54

50:                                               ; preds = %41
  %51 = load i32, ptr %23, align 4, !tbaa !9
  %52 = load i32, ptr %21, align 4, !tbaa !9
  %53 = add nsw i32 %52, %51
  store i32 %53, ptr %21, align 4, !tbaa !9
  br label %54

54:                                               ; preds = %50, %41
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %13) #6
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %22, align 4, !tbaa !9
  %57 = shl i32 %56, 1
  store i32 %57, ptr %22, align 4, !tbaa !9
  br label %37, !llvm.loop !11

58:                                               ; preds = %40
  %59 = load i32, ptr %19, align 4, !tbaa !9
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %61, label %65

61:                                               ; preds = %58
  %62 = load i32, ptr %21, align 4, !tbaa !9
  %63 = load ptr, ptr %17, align 8, !tbaa !5
  %64 = getelementptr inbounds i32, ptr %63, i64 0
  store i32 %62, ptr %64, align 4, !tbaa !9
  br label %65

65:                                               ; preds = %61, %58
  %66 = load ptr, ptr %17, align 8, !tbaa !5
  %67 = load i32, ptr %19, align 4, !tbaa !9
  %68 = add i32 %67, 1
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %66, i64 %69
  store i32 1, ptr %70, align 4, !tbaa !9
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %11) #6
  store i32 0, ptr %20, align 4
  br label %71

71:                                               ; preds = %65, %30
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #6
  %72 = load i32, ptr %20, align 4
  switch i32 %72, label %74 [
    i32 0, label %73
    i32 1, label %73
  ]

73:                                               ; preds = %71, %71
  ret void

74:                                               ; preds = %71
  unreachable
}

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
  store i32 %0, ptr %10, align 4, !tbaa !9
  store i32 %1, ptr %11, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %6) #6
  %14 = call noundef i32 @_ZL7lane_idv() #7
  store i32 %14, ptr %12, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #6
  %15 = load i32, ptr %12, align 4, !tbaa !9
  %16 = load i32, ptr %11, align 4, !tbaa !9
  %17 = add i32 %15, %16
  %18 = icmp ult i32 %17, 64
  br i1 %18, label %19, label %23

19:                                               ; preds = %2
  %20 = load i32, ptr %12, align 4, !tbaa !9
  %21 = load i32, ptr %11, align 4, !tbaa !9
  %22 = add i32 %20, %21
  br label %25

23:                                               ; preds = %2
  %24 = load i32, ptr %12, align 4, !tbaa !9
  br label %25

25:                                               ; preds = %23, %19
  %26 = phi i32 [ %22, %19 ], [ %24, %23 ]
  store i32 %26, ptr %13, align 4, !tbaa !9
  %27 = load i32, ptr %10, align 4, !tbaa !9
  %28 = load i32, ptr %13, align 4, !tbaa !9
  %29 = call noundef i32 @_ZL4shflii(i32 noundef %27, i32 noundef %28) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %6) #6
  ret i32 %29
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL7lane_idv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %4 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %3)
  ret i32 %4
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL4shflii(i32 noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %0, ptr %7, align 4, !tbaa !9
  store i32 %1, ptr %8, align 4, !tbaa !9
  %9 = load i32, ptr %8, align 4, !tbaa !9
  %10 = shl i32 %9, 2
  %11 = load i32, ptr %7, align 4, !tbaa !9
  %12 = call i32 @llvm.amdgcn.ds.bpermute(i32 %10, i32 %11)
  ret i32 %12
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind willreturn memory(none) }
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
