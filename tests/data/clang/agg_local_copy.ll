; ModuleID = 'h.ll'
source_filename = "/work/wt/structs/tests/data/clang/aggregates.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Acc = type { [4 x i32], i32 }

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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z10local_copyPKiPi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #3 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca %struct.Acc, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca %struct.Acc, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %3 to ptr
  %13 = addrspacecast ptr addrspace(5) %4 to ptr
  %14 = addrspacecast ptr addrspace(5) %5 to ptr
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  %20 = load ptr, ptr %12, align 8, !tbaa !5
  store ptr addrspace(1) %1, ptr %13, align 8
  %21 = load ptr, ptr %13, align 8, !tbaa !5
  store ptr %20, ptr %14, align 8, !tbaa !5
  store ptr %21, ptr %15, align 8, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #5
  %22 = call noundef i32 @_ZL3tidv() #6
  store i32 %22, ptr %16, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 20, ptr addrspace(5) %8) #5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #5
  store i32 0, ptr %18, align 4, !tbaa !9
  br label %23

23:                                               ; preds = %39, %2
  %24 = load i32, ptr %18, align 4, !tbaa !9
  %25 = icmp slt i32 %24, 4
  br i1 %25, label %27, label %26

26:                                               ; preds = %23
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #5
  br label %42

27:                                               ; preds = %23
  %28 = load ptr, ptr %14, align 8, !tbaa !5
  %29 = load i32, ptr %16, align 4, !tbaa !9
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %28, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !9
  %33 = load i32, ptr %18, align 4, !tbaa !9
  %34 = add nsw i32 %32, %33
  %35 = getelementptr inbounds %struct.Acc, ptr %17, i32 0, i32 0
  %36 = load i32, ptr %18, align 4, !tbaa !9
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [4 x i32], ptr %35, i64 0, i64 %37
  store i32 %34, ptr %38, align 4, !tbaa !9
  br label %39

39:                                               ; preds = %27
  %40 = load i32, ptr %18, align 4, !tbaa !9
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %18, align 4, !tbaa !9
  br label %23, !llvm.loop !11

42:                                               ; preds = %26
  %43 = load i32, ptr %16, align 4, !tbaa !9
  %44 = getelementptr inbounds %struct.Acc, ptr %17, i32 0, i32 1
  store i32 %43, ptr %44, align 4, !tbaa !14
  call void @llvm.lifetime.start.p5(i64 20, ptr addrspace(5) %11) #5
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 4 %17, i64 20, i1 false)
  %45 = getelementptr inbounds %struct.Acc, ptr %19, i32 0, i32 0
  %46 = load i32, ptr %16, align 4, !tbaa !9
  %47 = and i32 %46, 3
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds [4 x i32], ptr %45, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !9
  %51 = mul nsw i32 %50, 2
  store i32 %51, ptr %49, align 4, !tbaa !9
  %52 = getelementptr inbounds %struct.Acc, ptr %19, i32 0, i32 0
  %53 = getelementptr inbounds [4 x i32], ptr %52, i64 0, i64 0
  %54 = load i32, ptr %53, align 4, !tbaa !9
  %55 = getelementptr inbounds %struct.Acc, ptr %19, i32 0, i32 0
  %56 = getelementptr inbounds [4 x i32], ptr %55, i64 0, i64 1
  %57 = load i32, ptr %56, align 4, !tbaa !9
  %58 = add nsw i32 %54, %57
  %59 = getelementptr inbounds %struct.Acc, ptr %19, i32 0, i32 0
  %60 = getelementptr inbounds [4 x i32], ptr %59, i64 0, i64 2
  %61 = load i32, ptr %60, align 4, !tbaa !9
  %62 = add nsw i32 %58, %61
  %63 = getelementptr inbounds %struct.Acc, ptr %19, i32 0, i32 0
  %64 = getelementptr inbounds [4 x i32], ptr %63, i64 0, i64 3
  %65 = load i32, ptr %64, align 4, !tbaa !9
  %66 = add nsw i32 %62, %65
  %67 = getelementptr inbounds %struct.Acc, ptr %19, i32 0, i32 1
  %68 = load i32, ptr %67, align 4, !tbaa !14
  %69 = add nsw i32 %66, %68
  %70 = load ptr, ptr %15, align 8, !tbaa !5
  %71 = load i32, ptr %16, align 4, !tbaa !9
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr %70, i64 %72
  store i32 %69, ptr %73, align 4, !tbaa !9
  call void @llvm.lifetime.end.p5(i64 20, ptr addrspace(5) %11) #5
  call void @llvm.lifetime.end.p5(i64 20, ptr addrspace(5) %8) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #4

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!15, !10, i64 16}
!15 = !{!"_ZTS3Acc", !7, i64 0, !10, i64 16}
