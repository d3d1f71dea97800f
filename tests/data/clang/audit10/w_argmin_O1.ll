; ModuleID = '/tmp/a10build/w32_O1.ll'
source_filename = "a10.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define hidden fastcc [2 x i32] @_Z7minloc26MinLocS_([2 x i32] %0, [2 x i32] %1) unnamed_addr #0 {
  %3 = extractvalue [2 x i32] %0, 0
  %4 = bitcast i32 %3 to float
  %5 = extractvalue [2 x i32] %0, 1
  %6 = extractvalue [2 x i32] %1, 0
  %7 = bitcast i32 %6 to float
  %8 = extractvalue [2 x i32] %1, 1
  %9 = fcmp contract olt float %7, %4
  %10 = fcmp contract oeq float %7, %4
  %11 = icmp slt i32 %8, %5
  %12 = select i1 %10, i1 %11, i1 false
  %13 = select i1 %9, i1 true, i1 %12
  %14 = select i1 %13, [2 x i32] %1, [2 x i32] %0
  ret [2 x i32] %14
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z8h_argminPKfPi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !5
  %7 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  br label %10

8:                                                ; preds = %10
  %9 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4
  store i32 %24, ptr addrspace(1) %9, align 4, !tbaa !9
  ret void

10:                                               ; preds = %10, %2
  %11 = phi i32 [ %3, %2 ], [ %24, %10 ]
  %12 = phi i32 [ %6, %2 ], [ %23, %10 ]
  %13 = phi i32 [ 16, %2 ], [ %25, %10 ]
  %14 = xor i32 %7, %13
  %15 = shl i32 %14, 2
  %16 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %15, i32 %12)
  %17 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %15, i32 %11)
  %18 = insertvalue [2 x i32] poison, i32 %12, 0
  %19 = insertvalue [2 x i32] %18, i32 %11, 1
  %20 = insertvalue [2 x i32] poison, i32 %16, 0
  %21 = insertvalue [2 x i32] %20, i32 %17, 1
  %22 = tail call fastcc [2 x i32] @_Z7minloc26MinLocS_([2 x i32] %19, [2 x i32] %21) #5
  %23 = extractvalue [2 x i32] %22, 0
  %24 = extractvalue [2 x i32] %22, 1
  %25 = lshr i32 %13, 1
  %26 = icmp ult i32 %13, 2
  br i1 %26, label %8, label %10, !llvm.loop !11
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="8,16" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="8,16" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
