; ModuleID = '/tmp/a12build/hip_O3.ll'
source_filename = "a12.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z15h_reconv_nestedPKiPi(ptr addrspace(1) nocapture noundef readonly %v0, ptr addrspace(1) nocapture noundef writeonly %v1) local_unnamed_addr #2 {
v2:
  %v3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %v4 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %v5 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %v4)
  %v6 = and i32 %v5, 3
  %v7 = and i32 %v5, 4
  %v8 = icmp ne i32 %v7, 0
  %v9 = and i32 %v5, 1
  %v10 = zext nneg i32 %v3 to i64
  %v11 = getelementptr inbounds i32, ptr addrspace(1) %v0, i64 %v10
  %v12 = icmp eq i32 %v5, 5
  %v13 = getelementptr inbounds i32, ptr addrspace(1) %v1, i64 %v10
  %v18 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br label %v14

v14:                                               ; preds = %v57, %v2
  %v15 = phi i1 [ false, %v2 ], [ %v59, %v57 ]
  %v16 = phi i32 [ 0, %v2 ], [ %v56, %v57 ]
  %v17 = phi i32 [ 0, %v2 ], [ %v58, %v57 ]
  %v19 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %v18, i1 true)
  %v20 = icmp eq i64 %v18, 0
  %v21 = trunc nuw nsw i64 %v19 to i32
  %v22 = select i1 %v20, i32 -1, i32 %v21
  %v23 = icmp eq i32 %v5, %v22
  %v24 = add nsw i32 %v16, 1000
  %v25 = select i1 %v23, i32 %v24, i32 %v16
  %v26 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %v18)
  %v27 = trunc nuw nsw i64 %v26 to i32
  %v28 = add nsw i32 %v25, %v27
  %v29 = icmp eq i32 %v17, 1
  %v30 = and i1 %v8, %v29
  br i1 %v30, label %v54, label %v31

v31:                                               ; preds = %v14
  %v32 = add nuw nsw i32 %v17, %v9
  %v33 = icmp eq i32 %v32, 0
  br i1 %v33, label %v49, label %v34

v34:                                               ; preds = %v31
  %v35 = load i32, ptr addrspace(1) %v11, align 4, !tbaa !5
  br label %v36

v36:                                               ; preds = %v36, %v34
  %v37 = phi i32 [ 0, %v34 ], [ %v45, %v36 ]
  %v38 = phi i32 [ %v28, %v34 ], [ %v44, %v36 ]
  %v39 = icmp sgt i32 %v35, %v37
  %v40 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %v39)
  %v41 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %v40)
  %v42 = trunc nuw nsw i64 %v41 to i32
  %v43 = mul nuw nsw i32 %v42, 100
  %v44 = add nsw i32 %v43, %v38
  %v45 = add nuw nsw i32 %v37, 1
  %v46 = icmp ugt i32 %v37, 2
  %v47 = icmp eq i32 %v45, %v32
  %v48 = select i1 %v46, i1 true, i1 %v47
  br i1 %v48, label %v49, label %v36, !llvm.loop !9

v49:                                               ; preds = %v36, %v31
  %v50 = phi i32 [ %v28, %v31 ], [ %v44, %v36 ]
  %v51 = and i1 %v12, %v29
  br i1 %v51, label %v52, label %v54

v52:                                               ; preds = %v49
  %v53 = sub nsw i32 0, %v50
  store i32 %v53, ptr addrspace(1) %v13, align 4, !tbaa !5
  br label %v54

v54:                                               ; preds = %v52, %v49, %v14
  %v55 = phi i32 [ 1, %v52 ], [ 4, %v14 ], [ 0, %v49 ]
  %v56 = phi i32 [ %v50, %v52 ], [ %v28, %v14 ], [ %v50, %v49 ]
  switch i32 %v55, label %v61 [
    i32 0, label %v57
    i32 4, label %v57
  ]

v57:                                               ; preds = %v54, %v54
  %v58 = add nuw nsw i32 %v17, 1
  %v59 = icmp uge i32 %v17, %v6
  %v60 = icmp eq i32 %v17, %v6
  br i1 %v60, label %v61, label %v14, !llvm.loop !11

v61:                                               ; preds = %v57, %v54
  %v62 = phi i1 [ %v59, %v57 ], [ %v15, %v54 ]
  br i1 %v62, label %v63, label %v69

v63:                                               ; preds = %v61
  %v64 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %v65 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %v64)
  %v66 = trunc nuw nsw i64 %v65 to i32
  %v67 = mul nuw nsw i32 %v66, 100000
  %v68 = add nsw i32 %v67, %v56
  store i32 %v68, ptr addrspace(1) %v13, align 4, !tbaa !5
  br label %v69

v69:                                               ; preds = %v63, %v61
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

attributes #0 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
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
