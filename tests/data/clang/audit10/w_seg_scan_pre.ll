; ModuleID = '/tmp/a10build/w32_pre.ll'
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

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL7lane_idv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  ret i32 %3
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
  %10 = shl i32 %9, 2
  %11 = load i32, ptr %7, align 4, !tbaa !5
  %12 = call i32 @llvm.amdgcn.ds.bpermute(i32 %10, i32 %11)
  ret i32 %12
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z10h_seg_scanPKiPi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #3 {
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
  %16 = alloca i32, align 4, addrspace(5)
  %17 = addrspacecast ptr addrspace(5) %3 to ptr
  %18 = addrspacecast ptr addrspace(5) %4 to ptr
  %19 = addrspacecast ptr addrspace(5) %5 to ptr
  %20 = addrspacecast ptr addrspace(5) %6 to ptr
  %21 = addrspacecast ptr addrspace(5) %7 to ptr
  %22 = addrspacecast ptr addrspace(5) %8 to ptr
  %23 = addrspacecast ptr addrspace(5) %9 to ptr
  %24 = addrspacecast ptr addrspace(5) %10 to ptr
  %25 = addrspacecast ptr addrspace(5) %11 to ptr
  %26 = addrspacecast ptr addrspace(5) %12 to ptr
  %27 = addrspacecast ptr addrspace(5) %13 to ptr
  %28 = addrspacecast ptr addrspace(5) %14 to ptr
  %29 = addrspacecast ptr addrspace(5) %16 to ptr
  store ptr addrspace(1) %0, ptr %17, align 8
  %30 = load ptr, ptr %17, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr %18, align 8
  %31 = load ptr, ptr %18, align 8, !tbaa !9
  store ptr %30, ptr %19, align 8, !tbaa !9
  store ptr %31, ptr %20, align 8, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #6
  %32 = call noundef i32 @_ZL3tidv() #7
  store i32 %32, ptr %21, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #6
  %33 = call noundef i32 @_ZL7lane_idv() #7
  store i32 %33, ptr %22, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #6
  %34 = load ptr, ptr %19, align 8, !tbaa !9
  %35 = load i32, ptr %21, align 4, !tbaa !5
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %34, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !5
  store i32 %38, ptr %23, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 1, ptr addrspace(5) %10) #6
  %39 = load i32, ptr %23, align 4, !tbaa !5
  %40 = icmp slt i32 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %2
  %42 = load i32, ptr %22, align 4, !tbaa !5
  %43 = icmp eq i32 %42, 0
  br label %44

44:                                               ; preds = %41, %2
  %45 = phi i1 [ true, %2 ], [ %43, %41 ]
  %46 = zext i1 %45 to i8
  store i8 %46, ptr %24, align 1, !tbaa !11
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %11) #6
  %47 = load i32, ptr %23, align 4, !tbaa !5
  %48 = icmp slt i32 %47, 0
  br i1 %48, label %49, label %52

49:                                               ; preds = %44
  %50 = load i32, ptr %23, align 4, !tbaa !5
  %51 = sub nsw i32 0, %50
  br label %54

52:                                               ; preds = %44
  %53 = load i32, ptr %23, align 4, !tbaa !5
  br label %54

54:                                               ; preds = %52, %49
  %55 = phi i32 [ %51, %49 ], [ %53, %52 ]
  store i32 %55, ptr %25, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %12) #6
  %56 = load i8, ptr %24, align 1, !tbaa !11, !range !13, !noundef !14
  %57 = trunc i8 %56 to i1
  %58 = call i32 @llvm.amdgcn.ballot.i32(i1 %57)
  %59 = call noundef i32 @_ZL11lanemask_ltv() #7
  %60 = shl i32 %59, 1
  %61 = or i32 %60, 1
  %62 = and i32 %58, %61
  store i32 %62, ptr %26, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %13) #6
  %63 = load i32, ptr %26, align 4, !tbaa !5
  %64 = call i32 @llvm.ctlz.i32(i32 %63, i1 true)
  %65 = sub nsw i32 31, %64
  store i32 %65, ptr %27, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %14) #6
  store i32 1, ptr %28, align 4, !tbaa !5
  br label %66

66:                                               ; preds = %95, %54
  %67 = load i32, ptr %28, align 4, !tbaa !5
  %68 = icmp slt i32 %67, 32
  br i1 %68, label %70, label %69

69:                                               ; preds = %66
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %14) #6
  br label %98

70:                                               ; preds = %66
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %16) #6
  %71 = load i32, ptr %25, align 4, !tbaa !5
  %72 = load i32, ptr %22, align 4, !tbaa !5
  %73 = load i32, ptr %28, align 4, !tbaa !5
  %74 = sub nsw i32 %72, %73
  %75 = icmp slt i32 %74, 0
  br i1 %75, label %76, label %78

76:                                               ; preds = %70
  %77 = load i32, ptr %22, align 4, !tbaa !5
  br label %82

78:                                               ; preds = %70
  %79 = load i32, ptr %22, align 4, !tbaa !5
  %80 = load i32, ptr %28, align 4, !tbaa !5
  %81 = sub i32 %79, %80
  br label %82

82:                                               ; preds = %78, %76
  %83 = phi i32 [ %77, %76 ], [ %81, %78 ]
  %84 = call noundef i32 @_ZL4shflii(i32 noundef %71, i32 noundef %83) #7
  store i32 %84, ptr %29, align 4, !tbaa !5
  %85 = load i32, ptr %22, align 4, !tbaa !5
  %86 = load i32, ptr %28, align 4, !tbaa !5
  %87 = sub nsw i32 %85, %86
  %88 = load i32, ptr %27, align 4, !tbaa !5
  %89 = icmp sge i32 %87, %88
  br i1 %89, label %90, label %94

90:                                               ; preds = %82
  %91 = load i32, ptr %29, align 4, !tbaa !5
  %92 = load i32, ptr %25, align 4, !tbaa !5
  %93 = add nsw i32 %92, %91
  store i32 %93, ptr %25, align 4, !tbaa !5
  br label %94

94:                                               ; preds = %90, %82
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %16) #6
  br label %95

95:                                               ; preds = %94
  %96 = load i32, ptr %28, align 4, !tbaa !5
  %97 = shl i32 %96, 1
  store i32 %97, ptr %28, align 4, !tbaa !5
  br label %66, !llvm.loop !15

98:                                               ; preds = %69
  %99 = load i32, ptr %25, align 4, !tbaa !5
  %100 = load ptr, ptr %20, align 8, !tbaa !9
  %101 = load i32, ptr %21, align 4, !tbaa !5
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds i32, ptr %100, i64 %102
  store i32 %99, ptr %103, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %13) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %12) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %11) #6
  call void @llvm.lifetime.end.p5(i64 1, ptr addrspace(5) %10) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #6
  ret void
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL11lanemask_ltv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %1 to ptr
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %2) #6
  %6 = call noundef i32 @_ZL7lane_idv() #7
  store i32 %6, ptr %5, align 4, !tbaa !5
  %7 = load i32, ptr %5, align 4, !tbaa !5
  %8 = shl i32 1, %7
  %9 = sub i32 %8, 1
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %2) #6
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"bool", !7, i64 0}
!13 = !{i8 0, i8 2}
!14 = !{}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
