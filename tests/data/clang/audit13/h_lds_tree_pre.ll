; ModuleID = '/tmp/a13build/hip_pre.ll'
source_filename = "a13.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ10h_lds_treePKiPiE1s = external hidden addrspace(3) global [64 x i32], align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z10h_lds_treePKiPi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 {
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
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  %21 = load ptr, ptr %13, align 8, !tbaa !5
  store ptr addrspace(1) %1, ptr %14, align 8
  %22 = load ptr, ptr %14, align 8, !tbaa !5
  store ptr %21, ptr %15, align 8, !tbaa !5
  store ptr %22, ptr %16, align 8, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #7
  %23 = call noundef i32 @_ZL3tidv() #8
  store i32 %23, ptr %17, align 4, !tbaa !9
  %24 = load ptr, ptr %15, align 8, !tbaa !5
  %25 = load i32, ptr %17, align 4, !tbaa !9
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %24, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !9
  %29 = load i32, ptr %17, align 4, !tbaa !9
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10h_lds_treePKiPiE1s to ptr), i64 0, i64 %30
  store i32 %28, ptr %31, align 4, !tbaa !9
  call void @_ZL11syncthreadsv() #8
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #7
  store i32 32, ptr %18, align 4, !tbaa !9
  br label %32

32:                                               ; preds = %53, %2
  %33 = load i32, ptr %18, align 4, !tbaa !9
  %34 = icmp uge i32 %33, 8
  br i1 %34, label %36, label %35

35:                                               ; preds = %32
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #7
  br label %56

36:                                               ; preds = %32
  %37 = load i32, ptr %17, align 4, !tbaa !9
  %38 = load i32, ptr %18, align 4, !tbaa !9
  %39 = icmp ult i32 %37, %38
  br i1 %39, label %40, label %52

40:                                               ; preds = %36
  %41 = load i32, ptr %17, align 4, !tbaa !9
  %42 = load i32, ptr %18, align 4, !tbaa !9
  %43 = add i32 %41, %42
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10h_lds_treePKiPiE1s to ptr), i64 0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !9
  %47 = load i32, ptr %17, align 4, !tbaa !9
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10h_lds_treePKiPiE1s to ptr), i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !9
  %51 = add nsw i32 %50, %46
  store i32 %51, ptr %49, align 4, !tbaa !9
  br label %52

52:                                               ; preds = %40, %36
  call void @_ZL11syncthreadsv() #8
  br label %53

53:                                               ; preds = %52
  %54 = load i32, ptr %18, align 4, !tbaa !9
  %55 = lshr i32 %54, 1
  store i32 %55, ptr %18, align 4, !tbaa !9
  br label %32, !llvm.loop !11

56:                                               ; preds = %35
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10) #7
  %57 = load i32, ptr %17, align 4, !tbaa !9
  %58 = icmp ult i32 %57, 8
  br i1 %58, label %59, label %64

59:                                               ; preds = %56
  %60 = load i32, ptr %17, align 4, !tbaa !9
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10h_lds_treePKiPiE1s to ptr), i64 0, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !9
  br label %65

64:                                               ; preds = %56
  br label %65

65:                                               ; preds = %64, %59
  %66 = phi i32 [ %63, %59 ], [ 0, %64 ]
  store i32 %66, ptr %19, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %11) #7
  store i32 4, ptr %20, align 4, !tbaa !9
  br label %67

67:                                               ; preds = %77, %65
  %68 = load i32, ptr %20, align 4, !tbaa !9
  %69 = icmp ugt i32 %68, 0
  br i1 %69, label %71, label %70

70:                                               ; preds = %67
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %11) #7
  br label %80

71:                                               ; preds = %67
  %72 = load i32, ptr %19, align 4, !tbaa !9
  %73 = load i32, ptr %20, align 4, !tbaa !9
  %74 = call noundef i32 @_ZL9shfl_downij(i32 noundef %72, i32 noundef %73) #8
  %75 = load i32, ptr %19, align 4, !tbaa !9
  %76 = add nsw i32 %75, %74
  store i32 %76, ptr %19, align 4, !tbaa !9
  br label %77

77:                                               ; preds = %71
  %78 = load i32, ptr %20, align 4, !tbaa !9
  %79 = lshr i32 %78, 1
  store i32 %79, ptr %20, align 4, !tbaa !9
  br label %67, !llvm.loop !13

80:                                               ; preds = %70
  %81 = load i32, ptr %19, align 4, !tbaa !9
  %82 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %81)
  %83 = mul nsw i32 %82, 1000
  %84 = load i32, ptr %17, align 4, !tbaa !9
  %85 = and i32 %84, 7
  %86 = zext i32 %85 to i64
  %87 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10h_lds_treePKiPiE1s to ptr), i64 0, i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !9
  %89 = add nsw i32 %83, %88
  %90 = load ptr, ptr %16, align 8, !tbaa !5
  %91 = load i32, ptr %17, align 4, !tbaa !9
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds i32, ptr %90, i64 %92
  store i32 %89, ptr %93, align 4, !tbaa !9
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #7
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL3tidv() #2 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %3
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden void @_ZL11syncthreadsv() #2 {
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL9shfl_downij(i32 noundef %0, i32 noundef %1) #2 {
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
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %6) #7
  %14 = call noundef i32 @_ZL7lane_idv() #8
  store i32 %14, ptr %12, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #7
  %15 = load i32, ptr %12, align 4, !tbaa !9
  %16 = load i32, ptr %11, align 4, !tbaa !9
  %17 = add nsw i32 %15, %16
  store i32 %17, ptr %13, align 4, !tbaa !9
  %18 = load i32, ptr %13, align 4, !tbaa !9
  %19 = icmp sge i32 %18, 64
  br i1 %19, label %20, label %22

20:                                               ; preds = %2
  %21 = load i32, ptr %12, align 4, !tbaa !9
  br label %24

22:                                               ; preds = %2
  %23 = load i32, ptr %13, align 4, !tbaa !9
  br label %24

24:                                               ; preds = %22, %20
  %25 = phi i32 [ %21, %20 ], [ %23, %22 ]
  store i32 %25, ptr %13, align 4, !tbaa !9
  %26 = load i32, ptr %13, align 4, !tbaa !9
  %27 = shl i32 %26, 2
  %28 = load i32, ptr %10, align 4, !tbaa !9
  %29 = call i32 @llvm.amdgcn.ds.bpermute(i32 %27, i32 %28)
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %6) #7
  ret i32 %29
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL7lane_idv() #2 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %4 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %3)
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #6

attributes #0 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind willreturn }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind }

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
!13 = distinct !{!13, !12}
