; ModuleID = 'h_bar_after_break_pre.ll'
source_filename = "h28.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ17h_bar_after_breakPKiPiE2sh = external hidden local_unnamed_addr addrspace(3) global [64 x i32], align 16

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden noundef range(i32 0, 1024) i32 @_ZL3tidv() local_unnamed_addr #0 {
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %1
}

; Function Attrs: convergent inlinehint mustprogress nofree norecurse nounwind willreturn
define hidden void @_ZL14__syncthreads_v() local_unnamed_addr #1 {
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z17h_bar_after_breakPKiPi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #2 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !5
  %7 = icmp sgt i32 %6, 40
  br i1 %7, label %22, label %8

8:                                                ; preds = %2
  %9 = ashr i32 %6, 1
  %10 = add nsw i32 %9, %6
  %11 = icmp sgt i32 %10, 40
  br i1 %11, label %22, label %12

12:                                               ; preds = %8
  %13 = ashr i32 %6, 2
  %14 = add nsw i32 %13, %10
  %15 = icmp sgt i32 %14, 40
  br i1 %15, label %22, label %16

16:                                               ; preds = %12
  %17 = ashr i32 %6, 3
  %18 = add nsw i32 %17, %14
  %19 = icmp sgt i32 %18, 40
  br i1 %19, label %22, label %20

20:                                               ; preds = %16
  %21 = mul nsw i32 %18, 3
  br label %25

22:                                               ; preds = %16, %12, %8, %2
  %.026.lcssa.neg = phi i32 [ 0, %2 ], [ -1, %8 ], [ -2, %12 ], [ -3, %16 ]
  %.lcssa = phi i32 [ %6, %2 ], [ %10, %8 ], [ %14, %12 ], [ %18, %16 ]
  %23 = add nsw i32 %.026.lcssa.neg, %.lcssa
  %24 = add nuw nsw i32 %23, 1
  br label %25

25:                                               ; preds = %22, %20
  %.sink = phi i32 [ %24, %22 ], [ %21, %20 ]
  %.1 = phi i32 [ %23, %22 ], [ %21, %20 ]
  %26 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ17h_bar_after_breakPKiPiE2sh, i32 0, i32 %3
  store i32 %.sink, ptr addrspace(3) %26, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %27 = xor i32 %3, 2
  %28 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ17h_bar_after_breakPKiPiE2sh, i32 0, i32 %27
  %29 = load i32, ptr addrspace(3) %28, align 4, !tbaa !5
  %30 = sub nsw i32 %29, %.1
  %31 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4
  store i32 %30, ptr addrspace(1) %31, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

attributes #0 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent inlinehint mustprogress nofree norecurse nounwind willreturn "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx90a" }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn "target-cpu"="gfx90a" }

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
