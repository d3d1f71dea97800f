; ModuleID = '/tmp/fp26build/hip_pre.ll'
source_filename = "fp26.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z13h_search_votePKiPii(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #0 {
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
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i64, align 8, addrspace(5)
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
  %27 = addrspacecast ptr addrspace(5) %15 to ptr
  store ptr addrspace(1) %0, ptr %16, align 8
  %28 = load ptr, ptr %16, align 8, !tbaa !5
  store ptr addrspace(1) %1, ptr %17, align 8
  %29 = load ptr, ptr %17, align 8, !tbaa !5
  store ptr %28, ptr %18, align 8, !tbaa !5
  store ptr %29, ptr %19, align 8, !tbaa !5
  store i32 %2, ptr %20, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #6
  %30 = call noundef i32 @_ZL7lane_idv() #7
  store i32 %30, ptr %21, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10) #6
  store i32 -1, ptr %22, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %11) #6
  store i32 0, ptr %23, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %12) #6
  store i32 0, ptr %24, align 4, !tbaa !9
  br label %31

31:                                               ; preds = %66, %3
  %32 = load i32, ptr %24, align 4, !tbaa !9
  %33 = icmp slt i32 %32, 8
  br i1 %33, label %35, label %34

34:                                               ; preds = %31
  store i32 2, ptr %25, align 4
  br label %69

35:                                               ; preds = %31
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %14) #6
  %36 = load ptr, ptr %18, align 8, !tbaa !5
  %37 = load i32, ptr %21, align 4, !tbaa !9
  %38 = load i32, ptr %24, align 4, !tbaa !9
  %39 = add i32 %37, %38
  %40 = and i32 %39, 63
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %36, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !9
  store i32 %43, ptr %26, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %15) #6
  %44 = load i32, ptr %26, align 4, !tbaa !9
  %45 = load i32, ptr %20, align 4, !tbaa !9
  %46 = icmp eq i32 %44, %45
  %47 = call i64 @llvm.amdgcn.ballot.i64(i1 %46)
  store i64 %47, ptr %27, align 8, !tbaa !11
  %48 = load i64, ptr %27, align 8, !tbaa !11
  %49 = icmp eq i64 %48, 0
  br i1 %49, label %50, label %51

50:                                               ; preds = %35
  store i32 4, ptr %25, align 4
  br label %63

51:                                               ; preds = %35
  %52 = load i64, ptr %27, align 8, !tbaa !11
  %53 = call i64 @llvm.ctpop.i64(i64 %52)
  %54 = trunc i64 %53 to i32
  %55 = load i32, ptr %23, align 4, !tbaa !9
  %56 = add nsw i32 %55, %54
  store i32 %56, ptr %23, align 4, !tbaa !9
  %57 = load i32, ptr %26, align 4, !tbaa !9
  %58 = load i32, ptr %20, align 4, !tbaa !9
  %59 = icmp eq i32 %57, %58
  br i1 %59, label %60, label %62

60:                                               ; preds = %51
  %61 = load i32, ptr %24, align 4, !tbaa !9
  store i32 %61, ptr %22, align 4, !tbaa !9
  store i32 2, ptr %25, align 4
  br label %63

62:                                               ; preds = %51
  store i32 0, ptr %25, align 4
  br label %63

63:                                               ; preds = %62, %60, %50
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %15) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %14) #6
  %64 = load i32, ptr %25, align 4
  switch i32 %64, label %69 [
    i32 0, label %65
    i32 4, label %66
  ]

65:                                               ; preds = %63
  br label %66

66:                                               ; preds = %65, %63
  %67 = load i32, ptr %24, align 4, !tbaa !9
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %24, align 4, !tbaa !9
  br label %31, !llvm.loop !13

69:                                               ; preds = %63, %34
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %12) #6
  br label %70

70:                                               ; preds = %69
  %71 = load i32, ptr %22, align 4, !tbaa !9
  %72 = mul nsw i32 %71, 1000
  %73 = load i32, ptr %23, align 4, !tbaa !9
  %74 = add nsw i32 %72, %73
  %75 = load ptr, ptr %19, align 8, !tbaa !5
  %76 = load i32, ptr %21, align 4, !tbaa !9
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds i32, ptr %75, i64 %77
  store i32 %74, ptr %78, align 4, !tbaa !9
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %11) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL7lane_idv() #2 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef i32 @_ZL5mbcnty(i64 noundef -1) #7
  ret i32 %3
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL5mbcnty(i64 noundef %0) #2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i64, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i64 %0, ptr %5, align 8, !tbaa !11
  %6 = load i64, ptr %5, align 8, !tbaa !11
  %7 = lshr i64 %6, 32
  %8 = trunc i64 %7 to i32
  %9 = load i64, ptr %5, align 8, !tbaa !11
  %10 = trunc i64 %9 to i32
  %11 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %10, i32 0)
  %12 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %8, i32 %11)
  ret i32 %12
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

attributes #0 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
