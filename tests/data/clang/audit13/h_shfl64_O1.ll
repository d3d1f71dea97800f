; ModuleID = '/tmp/a13build/hip_O1.ll'
source_filename = "a13.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z8h_shfl64PKdPKxPdPx(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef writeonly %2, ptr addrspace(1) nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %6 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %5)
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %7
  %9 = load double, ptr addrspace(1) %8, align 8, !tbaa !5
  br label %29

10:                                               ; preds = %29
  %11 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %7
  %12 = load i64, ptr addrspace(1) %11, align 8, !tbaa !9
  %13 = load i64, ptr addrspace(1) %1, align 8, !tbaa !9
  %14 = trunc i64 %13 to i32
  %15 = trunc i64 %12 to i32
  %16 = shl i32 %14, 2
  %17 = and i32 %16, 252
  %18 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %17, i32 %15)
  %19 = lshr i64 %12, 32
  %20 = trunc nuw i64 %19 to i32
  %21 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %17, i32 %20)
  %22 = zext i32 %21 to i64
  %23 = shl nuw i64 %22, 32
  %24 = zext i32 %18 to i64
  %25 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %7
  store double %47, ptr addrspace(1) %25, align 8, !tbaa !5
  %26 = add nsw i64 %24, %7
  %27 = add i64 %26, %23
  %28 = getelementptr inbounds i64, ptr addrspace(1) %3, i64 %7
  store i64 %27, ptr addrspace(1) %28, align 8, !tbaa !9
  ret void

29:                                               ; preds = %29, %4
  %30 = phi double [ %9, %4 ], [ %47, %29 ]
  %31 = phi i32 [ 32, %4 ], [ %48, %29 ]
  %32 = bitcast double %30 to i64
  %33 = trunc i64 %32 to i32
  %34 = add nsw i32 %31, %6
  %35 = icmp sgt i32 %34, 63
  %36 = select i1 %35, i32 %6, i32 %34
  %37 = shl i32 %36, 2
  %38 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %37, i32 %33)
  %39 = lshr i64 %32, 32
  %40 = trunc nuw i64 %39 to i32
  %41 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %37, i32 %40)
  %42 = zext i32 %41 to i64
  %43 = shl nuw i64 %42, 32
  %44 = zext i32 %38 to i64
  %45 = or disjoint i64 %43, %44
  %46 = bitcast i64 %45 to double
  %47 = fadd contract double %30, %46
  %48 = lshr i32 %31, 1
  %49 = icmp ult i32 %31, 2
  br i1 %49, label %10, label %29, !llvm.loop !11
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
