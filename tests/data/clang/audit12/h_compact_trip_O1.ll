; ModuleID = '/tmp/a12build/hip_O1.ll'
source_filename = "a12.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z14h_compact_tripPKiPiS1_(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, ptr addrspace(1) nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %6 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %5)
  %7 = and i32 %4, 3
  %8 = shl nuw nsw i32 %4, 2
  %9 = zext nneg i32 %6 to i64
  %10 = shl nsw i64 -1, %9
  %11 = xor i64 %10, -1
  br label %15

12:                                               ; preds = %31
  %13 = zext nneg i32 %4 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %13
  store i32 %34, ptr addrspace(1) %14, align 4, !tbaa !5
  ret void

15:                                               ; preds = %31, %3
  %16 = phi i32 [ 0, %3 ], [ %34, %31 ]
  %17 = phi i32 [ 0, %3 ], [ %35, %31 ]
  %18 = add nuw nsw i32 %17, %8
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !5
  %22 = icmp sgt i32 %21, 0
  %23 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %22)
  br i1 %22, label %24, label %31

24:                                               ; preds = %15
  %25 = and i64 %23, %11
  %26 = tail call range(i64 0, 64) i64 @llvm.ctpop.i64(i64 %25)
  %27 = trunc nuw nsw i64 %26 to i32
  %28 = add nuw nsw i32 %16, %27
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %29
  store i32 %21, ptr addrspace(1) %30, align 4, !tbaa !5
  br label %31

31:                                               ; preds = %24, %15
  %32 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %23)
  %33 = trunc nuw nsw i64 %32 to i32
  %34 = add nuw nsw i32 %16, %33
  %35 = add nuw nsw i32 %17, 1
  %36 = icmp eq i32 %17, %7
  br i1 %36, label %12, label %15, !llvm.loop !9
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
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
