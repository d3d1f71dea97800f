; ModuleID = '/tmp/fp26build/w32_pre.ll'
source_filename = "fp26.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL7lane_idv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef i32 @_ZL5mbcntj(i32 noundef -1) #6
  ret i32 %3
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL5mbcntj(i32 noundef %0) #1 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4, !tbaa !5
  %6 = load i32, ptr %5, align 4, !tbaa !5
  %7 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %6, i32 0)
  ret i32 %7
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z15h_worklist_keysPKiPi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #4 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i8, align 1, addrspace(5)
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
  %23 = addrspacecast ptr addrspace(5) %11 to ptr
  %24 = addrspacecast ptr addrspace(5) %12 to ptr
  %25 = addrspacecast ptr addrspace(5) %13 to ptr
  %26 = addrspacecast ptr addrspace(5) %14 to ptr
  store ptr addrspace(1) %0, ptr %15, align 8
  %27 = load ptr, ptr %15, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr %16, align 8
  %28 = load ptr, ptr %16, align 8, !tbaa !9
  store ptr %27, ptr %17, align 8, !tbaa !9
  store ptr %28, ptr %18, align 8, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #7
  %29 = call noundef i32 @_ZL7lane_idv() #6
  store i32 %29, ptr %19, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #7
  %30 = load ptr, ptr %17, align 8, !tbaa !9
  %31 = load i32, ptr %19, align 4, !tbaa !5
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = and i32 %34, 3
  store i32 %35, ptr %20, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 1, ptr addrspace(5) %9) #7
  %36 = load ptr, ptr %17, align 8, !tbaa !9
  %37 = load i32, ptr %19, align 4, !tbaa !5
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %36, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = icmp sge i32 %40, 0
  %42 = zext i1 %41 to i8
  store i8 %42, ptr %21, align 1, !tbaa !11
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10) #7
  store i32 0, ptr %22, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %11) #7
  store i32 0, ptr %23, align 4, !tbaa !5
  br label %43

43:                                               ; preds = %71, %69, %2
  br label %44

44:                                               ; preds = %43
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %12) #7
  %45 = load i8, ptr %21, align 1, !tbaa !11, !range !13, !noundef !14
  %46 = trunc i8 %45 to i1
  %47 = call i32 @llvm.amdgcn.ballot.i32(i1 %46)
  store i32 %47, ptr %24, align 4, !tbaa !5
  %48 = load i32, ptr %24, align 4, !tbaa !5
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %51

50:                                               ; preds = %44
  store i32 3, ptr %25, align 4
  br label %69

51:                                               ; preds = %44
  %52 = load i32, ptr %23, align 4, !tbaa !5
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %23, align 4, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %14) #7
  %54 = load i32, ptr %20, align 4, !tbaa !5
  %55 = load i32, ptr %24, align 4, !tbaa !5
  %56 = call i32 @llvm.cttz.i32(i32 %55, i1 true)
  %57 = call i32 @llvm.amdgcn.readlane.i32(i32 %54, i32 %56)
  store i32 %57, ptr %26, align 4, !tbaa !5
  %58 = load i8, ptr %21, align 1, !tbaa !11, !range !13, !noundef !14
  %59 = trunc i8 %58 to i1
  br i1 %59, label %61, label %60

60:                                               ; preds = %51
  store i32 2, ptr %25, align 4
  br label %68, !llvm.loop !15

61:                                               ; preds = %51
  %62 = load i32, ptr %20, align 4, !tbaa !5
  %63 = load i32, ptr %26, align 4, !tbaa !5
  %64 = icmp eq i32 %62, %63
  br i1 %64, label %65, label %67

65:                                               ; preds = %61
  %66 = load i32, ptr %23, align 4, !tbaa !5
  store i32 %66, ptr %22, align 4, !tbaa !5
  store i8 0, ptr %21, align 1, !tbaa !11
  br label %67

67:                                               ; preds = %65, %61
  store i32 0, ptr %25, align 4
  br label %68

68:                                               ; preds = %67, %60
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %14) #7
  br label %69

69:                                               ; preds = %68, %50
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %12) #7
  %70 = load i32, ptr %25, align 4
  switch i32 %70, label %81 [
    i32 0, label %71
    i32 3, label %72
    i32 2, label %43
  ]

71:                                               ; preds = %69
  br label %43, !llvm.loop !15

72:                                               ; preds = %69
  %73 = load i32, ptr %22, align 4, !tbaa !5
  %74 = mul nsw i32 %73, 100
  %75 = load i32, ptr %23, align 4, !tbaa !5
  %76 = add nsw i32 %74, %75
  %77 = load ptr, ptr %18, align 8, !tbaa !9
  %78 = load i32, ptr %19, align 4, !tbaa !5
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr %77, i64 %79
  store i32 %76, ptr %80, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %11) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #7
  call void @llvm.lifetime.end.p5(i64 1, ptr addrspace(5) %9) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #7
  ret void

81:                                               ; preds = %69
  unreachable
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }
attributes #7 = { nounwind }

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
