; ModuleID = '/tmp/a12build/w32_O3.ll'
source_filename = "a12.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z15h_reconv_nestedPKiPi(ptr addrspace(1) nocapture noundef readonly %v0, ptr addrspace(1) nocapture noundef writeonly %v1) local_unnamed_addr #2 {
v2:
  %v3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %v4 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %v5 = and i32 %v4, 3
  %v6 = and i32 %v4, 4
  %v7 = icmp ne i32 %v6, 0
  %v8 = and i32 %v4, 1
  %v9 = zext nneg i32 %v3 to i64
  %v10 = getelementptr inbounds i32, ptr addrspace(1) %v0, i64 %v9
  %v11 = icmp eq i32 %v4, 5
  %v12 = getelementptr inbounds i32, ptr addrspace(1) %v1, i64 %v9
  %v17 = tail call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %v13

v13:                                               ; preds = %v53, %v2
  %v14 = phi i1 [ false, %v2 ], [ %v55, %v53 ]
  %v15 = phi i32 [ 0, %v2 ], [ %v52, %v53 ]
  %v16 = phi i32 [ 0, %v2 ], [ %v54, %v53 ]
  %v18 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %v17, i1 true)
  %v19 = icmp eq i32 %v17, 0
  %v20 = select i1 %v19, i32 -1, i32 %v18
  %v21 = icmp eq i32 %v4, %v20
  %v22 = add nsw i32 %v15, 1000
  %v23 = select i1 %v21, i32 %v22, i32 %v15
  %v24 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %v17)
  %v25 = add nsw i32 %v23, %v24
  %v26 = icmp eq i32 %v16, 1
  %v27 = and i1 %v7, %v26
  br i1 %v27, label %v50, label %v28

v28:                                               ; preds = %v13
  %v29 = add nuw nsw i32 %v16, %v8
  %v30 = icmp eq i32 %v29, 0
  br i1 %v30, label %v45, label %v31

v31:                                               ; preds = %v28
  %v32 = load i32, ptr addrspace(1) %v10, align 4, !tbaa !5
  br label %v33

v33:                                               ; preds = %v33, %v31
  %v34 = phi i32 [ 0, %v31 ], [ %v41, %v33 ]
  %v35 = phi i32 [ %v25, %v31 ], [ %v40, %v33 ]
  %v36 = icmp sgt i32 %v32, %v34
  %v37 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %v36)
  %v38 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %v37)
  %v39 = mul nuw nsw i32 %v38, 100
  %v40 = add nsw i32 %v39, %v35
  %v41 = add nuw nsw i32 %v34, 1
  %v42 = icmp ugt i32 %v34, 2
  %v43 = icmp eq i32 %v41, %v29
  %v44 = select i1 %v42, i1 true, i1 %v43
  br i1 %v44, label %v45, label %v33, !llvm.loop !9

v45:                                               ; preds = %v33, %v28
  %v46 = phi i32 [ %v25, %v28 ], [ %v40, %v33 ]
  %v47 = and i1 %v11, %v26
  br i1 %v47, label %v48, label %v50

v48:                                               ; preds = %v45
  %v49 = sub nsw i32 0, %v46
  store i32 %v49, ptr addrspace(1) %v12, align 4, !tbaa !5
  br label %v50

v50:                                               ; preds = %v48, %v45, %v13
  %v51 = phi i32 [ 1, %v48 ], [ 4, %v13 ], [ 0, %v45 ]
  %v52 = phi i32 [ %v46, %v48 ], [ %v25, %v13 ], [ %v46, %v45 ]
  switch i32 %v51, label %v57 [
    i32 0, label %v53
    i32 4, label %v53
  ]

v53:                                               ; preds = %v50, %v50
  %v54 = add nuw nsw i32 %v16, 1
  %v55 = icmp uge i32 %v16, %v5
  %v56 = icmp eq i32 %v16, %v5
  br i1 %v56, label %v57, label %v13, !llvm.loop !11

v57:                                               ; preds = %v53, %v50
  %v58 = phi i1 [ %v55, %v53 ], [ %v14, %v50 ]
  br i1 %v58, label %v59, label %v64

v59:                                               ; preds = %v57
  %v60 = tail call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %v61 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %v60)
  %v62 = mul nuw nsw i32 %v61, 100000
  %v63 = add nsw i32 %v62, %v52
  store i32 %v63, ptr addrspace(1) %v12, align 4, !tbaa !5
  br label %v64

v64:                                               ; preds = %v59, %v57
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

attributes #0 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
