; ModuleID = '/tmp/a13build/w32_O1.ll'
source_filename = "a13.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ10h_lds_treePKiPiE1s = external hidden unnamed_addr addrspace(3) global [32 x i32], align 16

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z10h_lds_treePKiPi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !5
  %7 = getelementptr inbounds [32 x i32], ptr addrspace(3) @_ZZ10h_lds_treePKiPiE1s, i32 0, i32 %3
  store i32 %6, ptr addrspace(3) %7, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %10

8:                                                ; preds = %19
  %9 = icmp ult i32 %3, 4
  br i1 %9, label %22, label %24

10:                                               ; preds = %19, %2
  %11 = phi i32 [ 16, %2 ], [ %20, %19 ]
  %12 = icmp ult i32 %3, %11
  br i1 %12, label %13, label %19

13:                                               ; preds = %10
  %14 = add nuw nsw i32 %11, %3
  %15 = getelementptr inbounds [32 x i32], ptr addrspace(3) @_ZZ10h_lds_treePKiPiE1s, i32 0, i32 %14
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
  %21 = icmp ugt i32 %11, 7
  br i1 %21, label %10, label %8, !llvm.loop !9

22:                                               ; preds = %8
  %23 = load i32, ptr addrspace(3) %7, align 4, !tbaa !5
  br label %24

24:                                               ; preds = %22, %8
  %25 = phi i32 [ %23, %22 ], [ 0, %8 ]
  %26 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  br label %35

27:                                               ; preds = %35
  %28 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %43)
  %29 = mul nsw i32 %28, 1000
  %30 = and i32 %3, 3
  %31 = getelementptr inbounds [32 x i32], ptr addrspace(3) @_ZZ10h_lds_treePKiPiE1s, i32 0, i32 %30
  %32 = load i32, ptr addrspace(3) %31, align 4, !tbaa !5
  %33 = add nsw i32 %29, %32
  %34 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4
  store i32 %33, ptr addrspace(1) %34, align 4, !tbaa !5
  ret void

35:                                               ; preds = %35, %24
  %36 = phi i32 [ 2, %24 ], [ %44, %35 ]
  %37 = phi i32 [ %25, %24 ], [ %43, %35 ]
  %38 = add nsw i32 %26, %36
  %39 = icmp sgt i32 %38, 31
  %40 = select i1 %39, i32 %26, i32 %38
  %41 = shl i32 %40, 2
  %42 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %41, i32 %37)
  %43 = add nsw i32 %42, %37
  %44 = lshr i32 %36, 1
  %45 = icmp ult i32 %36, 2
  br i1 %45, label %27, label %35, !llvm.loop !12
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
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
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
