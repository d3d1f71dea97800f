; ModuleID = '/tmp/pairs/hip.ll'
source_filename = "intmath.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z10sized_copyPKyPKiPiy(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, i64 noundef %3) #0 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i64, align 8, addrspace(5)
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
  %28 = addrspacecast ptr addrspace(5) %16 to ptr
  store ptr addrspace(1) %0, ptr %17, align 8
  %29 = load ptr, ptr %17, align 8, !tbaa !5
  store ptr addrspace(1) %1, ptr %18, align 8
  %30 = load ptr, ptr %18, align 8, !tbaa !5
  store ptr addrspace(1) %2, ptr %19, align 8
  %31 = load ptr, ptr %19, align 8, !tbaa !5
  store ptr %29, ptr %20, align 8, !tbaa !5
  store ptr %30, ptr %21, align 8, !tbaa !5
  store ptr %31, ptr %22, align 8, !tbaa !5
  store i64 %3, ptr %23, align 8, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %12) #4
  %32 = call noundef i32 @_ZL3tidv() #5
  store i32 %32, ptr %24, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %13) #4
  %33 = load ptr, ptr %20, align 8, !tbaa !5
  %34 = load i32, ptr %24, align 4, !tbaa !11
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds i64, ptr %33, i64 %35
  %37 = load i64, ptr %36, align 8, !tbaa !9
  %38 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %37, i64 8)
  %39 = extractvalue { i64, i1 } %38, 1
  %40 = extractvalue { i64, i1 } %38, 0
  store i64 %40, ptr %25, align 8
  br i1 %39, label %45, label %41

41:                                               ; preds = %4
  %42 = load i64, ptr %25, align 8, !tbaa !9
  %43 = load i64, ptr %23, align 8, !tbaa !9
  %44 = icmp ugt i64 %42, %43
  br i1 %44, label %45, label %50

45:                                               ; preds = %41, %4
  %46 = load ptr, ptr %22, align 8, !tbaa !5
  %47 = load i32, ptr %24, align 4, !tbaa !11
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %46, i64 %48
  store i32 -1, ptr %49, align 4, !tbaa !11
  store i32 1, ptr %26, align 4
  br label %73

50:                                               ; preds = %41
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %15) #4
  store i32 0, ptr %27, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %16) #4
  store i64 0, ptr %28, align 8, !tbaa !9
  br label %51

51:                                               ; preds = %64, %50
  %52 = load i64, ptr %28, align 8, !tbaa !9
  %53 = load i64, ptr %25, align 8, !tbaa !9
  %54 = udiv i64 %53, 8
  %55 = icmp ult i64 %52, %54
  br i1 %55, label %57, label %56

56:                                               ; preds = %51
  store i32 2, ptr %26, align 4
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %16) #4
  br label %67

57:                                               ; preds = %51
  %58 = load ptr, ptr %21, align 8, !tbaa !5
  %59 = load i64, ptr %28, align 8, !tbaa !9
  %60 = getelementptr inbounds i32, ptr %58, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !11
  %62 = load i32, ptr %27, align 4, !tbaa !11
  %63 = add nsw i32 %62, %61
  store i32 %63, ptr %27, align 4, !tbaa !11
  br label %64

64:                                               ; preds = %57
  %65 = load i64, ptr %28, align 8, !tbaa !9
  %66 = add i64 %65, 1
  store i64 %66, ptr %28, align 8, !tbaa !9
  br label %51, !llvm.loop !13

67:                                               ; preds = %56
  %68 = load i32, ptr %27, align 4, !tbaa !11
  %69 = load ptr, ptr %22, align 8, !tbaa !5
  %70 = load i32, ptr %24, align 4, !tbaa !11
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %69, i64 %71
  store i32 %68, ptr %72, align 4, !tbaa !11
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %15) #4
  store i32 0, ptr %26, align 4
  br label %73

73:                                               ; preds = %67, %45
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %13) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %12) #4
  %74 = load i32, ptr %26, align 4
  switch i32 %74, label %76 [
    i32 0, label %75
    i32 1, label %75
  ]

75:                                               ; preds = %73, %73
  ret void

76:                                               ; preds = %73
  unreachable
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

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
!10 = !{!"long long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
