; ModuleID = '/tmp/a13build/hip_O1.ll'
source_filename = "a13.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ10h_lds_treePKiPiE1s = external hidden unnamed_addr addrspace(3) global [64 x i32], align 16

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z10h_lds_treePKiPi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !5
  %7 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ10h_lds_treePKiPiE1s, i32 0, i32 %3
  store i32 %6, ptr addrspace(3) %7, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %10

8:                                                ; preds = %19
  %9 = icmp ult i32 %3, 8
  br i1 %9, label %22, label %24

10:                                               ; preds = %19, %2
  %11 = phi i32 [ 32, %2 ], [ %20, %19 ]
  %12 = icmp ult i32 %3, %11
  br i1 %12, label %13, label %19

13:                                               ; preds = %10
  %14 = add nuw nsw i32 %11, %3
  %15 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ10h_lds_treePKiPiE1s, i32 0, i32 %14
  %16 = load i32, ptr addrspace(3) %15, align 4, !tbaa !5
  %17 = load i32, ptr addrspace(3) %7, align 4, !tbaa !5
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr addrspace(3) %7, align 4, !tbaa !5
  br label %19

19:                                               ; preds = %13, %10
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %20 = lshr i32 %11, 1
  %21 = icmp ugt i32 %11, 15
  br i1 %21, label %10, label %8, !llvm.loop !9

22:                                               ; preds = %8
  %23 = load i32, ptr addrspace(3) %7, align 4, !tbaa !5
  br label %24

24:                                               ; preds = %22, %8
  %25 = phi i32 [ %23, %22 ], [ 0, %8 ]
  %26 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %27 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %26)
  br label %36

28:                                               ; preds = %36
  %29 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %44)
  %30 = mul nsw i32 %29, 1000
  %31 = and i32 %3, 7
  %32 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ10h_lds_treePKiPiE1s, i32 0, i32 %31
  %33 = load i32, ptr addrspace(3) %32, align 4, !tbaa !5
  %34 = add nsw i32 %30, %33
  %35 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !5
  ret void

36:                                               ; preds = %36, %24
  %37 = phi i32 [ 4, %24 ], [ %45, %36 ]
  %38 = phi i32 [ %25, %24 ], [ %44, %36 ]
  %39 = add nsw i32 %27, %37
  %40 = icmp sgt i32 %39, 63
  %41 = select i1 %40, i32 %27, i32 %39
  %42 = shl i32 %41, 2
  %43 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %42, i32 %38)
  %44 = add nsw i32 %43, %38
  %45 = lshr i32 %37, 1
  %46 = icmp ult i32 %37, 2
  br i1 %46, label %28, label %36, !llvm.loop !12
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }

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
!12 = distinct !{!12, !10, !11}
