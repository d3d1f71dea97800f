; ModuleID = '/tmp/a12build/w32_O1.ll'
source_filename = "a12.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z14h_compact_tripPKiPiS1_(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, ptr addrspace(1) nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %6 = and i32 %4, 3
  %7 = shl nuw nsw i32 %4, 2
  %8 = shl nsw i32 -1, %5
  %9 = xor i32 %8, -1
  br label %13

10:                                               ; preds = %28
  %11 = zext nneg i32 %4 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %11
  store i32 %30, ptr addrspace(1) %12, align 4, !tbaa !5
  ret void

13:                                               ; preds = %28, %3
  %14 = phi i32 [ 0, %3 ], [ %30, %28 ]
  %15 = phi i32 [ 0, %3 ], [ %31, %28 ]
  %16 = add nuw nsw i32 %15, %7
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5
  %20 = icmp sgt i32 %19, 0
  %21 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %20)
  br i1 %20, label %22, label %28

22:                                               ; preds = %13
  %23 = and i32 %21, %9
  %24 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %23)
  %25 = add nuw nsw i32 %24, %14
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %26
  store i32 %19, ptr addrspace(1) %27, align 4, !tbaa !5
  br label %28

28:                                               ; preds = %22, %13
  %29 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %21)
  %30 = add nuw nsw i32 %29, %14
  %31 = add nuw nsw i32 %15, 1
  %32 = icmp eq i32 %15, %6
  br i1 %32, label %10, label %13, !llvm.loop !9
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }

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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
