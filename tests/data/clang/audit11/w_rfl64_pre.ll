; ModuleID = '/tmp/a11build/w32_pre.ll'
source_filename = "a11.hip"
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
define protected amdgpu_kernel void @_Z7h_rfl64PKyPi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #2 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
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
  %27 = load ptr, ptr %15, align 8, !tbaa !5
  store ptr addrspace(1) %1, ptr %16, align 8
  %28 = load ptr, ptr %16, align 8, !tbaa !5
  store ptr %27, ptr %17, align 8, !tbaa !5
  store ptr %28, ptr %18, align 8, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #5
  %29 = call noundef i32 @_ZL3tidv() #6
  store i32 %29, ptr %19, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %8) #5
  %30 = load ptr, ptr %17, align 8, !tbaa !5
  %31 = load i32, ptr %19, align 4, !tbaa !9
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds i64, ptr %30, i64 %32
  %34 = load i64, ptr %33, align 8, !tbaa !11
  %35 = and i64 %34, 12884901891
  store i64 %35, ptr %20, align 8, !tbaa !11
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #5
  store i32 0, ptr %21, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10) #5
  store i32 0, ptr %22, align 4, !tbaa !9
  br label %36

36:                                               ; preds = %61, %2
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %11) #5
  %37 = load i64, ptr %20, align 8, !tbaa !11
  %38 = trunc i64 %37 to i32
  %39 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %38)
  store i32 %39, ptr %23, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %12) #5
  %40 = load i64, ptr %20, align 8, !tbaa !11
  %41 = lshr i64 %40, 32
  %42 = trunc i64 %41 to i32
  %43 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %42)
  store i32 %43, ptr %24, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %13) #5
  %44 = load i32, ptr %24, align 4, !tbaa !9
  %45 = zext i32 %44 to i64
  %46 = shl i64 %45, 32
  %47 = load i32, ptr %23, align 4, !tbaa !9
  %48 = zext i32 %47 to i64
  %49 = or i64 %46, %48
  store i64 %49, ptr %25, align 8, !tbaa !11
  %50 = load i32, ptr %21, align 4, !tbaa !9
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %21, align 4, !tbaa !9
  %52 = load i64, ptr %25, align 8, !tbaa !11
  %53 = load i64, ptr %20, align 8, !tbaa !11
  %54 = icmp eq i64 %52, %53
  br i1 %54, label %55, label %58

55:                                               ; preds = %36
  %56 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %57 = call i32 @llvm.ctpop.i32(i32 %56)
  store i32 %57, ptr %22, align 4, !tbaa !9
  store i32 2, ptr %26, align 4
  br label %59

58:                                               ; preds = %36
  store i32 0, ptr %26, align 4
  br label %59

59:                                               ; preds = %58, %55
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %13) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %12) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %11) #5
  %60 = load i32, ptr %26, align 4
  switch i32 %60, label %71 [
    i32 0, label %61
    i32 2, label %62
  ]

61:                                               ; preds = %59
  br label %36, !llvm.loop !13

62:                                               ; preds = %59
  %63 = load i32, ptr %22, align 4, !tbaa !9
  %64 = mul nsw i32 %63, 100
  %65 = load i32, ptr %21, align 4, !tbaa !9
  %66 = add nsw i32 %64, %65
  %67 = load ptr, ptr %18, align 8, !tbaa !5
  %68 = load i32, ptr %19, align 4, !tbaa !9
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %67, i64 %69
  store i32 %66, ptr %70, align 4, !tbaa !9
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #5
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %8) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #5
  ret void

71:                                               ; preds = %59
  unreachable
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #4

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #2 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
