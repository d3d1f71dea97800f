; ModuleID = '/tmp/a10build/w32_O1.ll'
source_filename = "a10.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z16h_partial_reducePKiPij(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = icmp ult i32 %4, %2
  br i1 %5, label %6, label %30

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  br label %13

11:                                               ; preds = %13
  %12 = icmp eq i32 %4, 0
  br i1 %12, label %26, label %27

13:                                               ; preds = %13, %6
  %14 = phi i32 [ 1, %6 ], [ %24, %13 ]
  %15 = phi i32 [ %9, %6 ], [ %23, %13 ]
  %16 = add i32 %10, %14
  %17 = icmp ult i32 %16, 32
  %18 = select i1 %17, i32 %16, i32 %10
  %19 = shl i32 %18, 2
  %20 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %19, i32 %15)
  %21 = icmp ult i32 %16, %2
  %22 = select i1 %21, i32 %20, i32 0
  %23 = add nsw i32 %22, %15
  %24 = shl nuw nsw i32 %14, 1
  %25 = icmp ult i32 %14, 16
  br i1 %25, label %13, label %11, !llvm.loop !9

26:                                               ; preds = %11
  store i32 %23, ptr addrspace(1) %1, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %26, %11
  %28 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %29 = getelementptr inbounds i8, ptr addrspace(1) %28, i64 4
  store i32 1, ptr addrspace(1) %29, align 4, !tbaa !5
  br label %30

30:                                               ; preds = %27, %3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }

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
