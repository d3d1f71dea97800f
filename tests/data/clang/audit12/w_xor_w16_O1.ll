; ModuleID = '/tmp/a12build/w32_O1.ll'
source_filename = "a12.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z9h_xor_w16PKiPi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !5
  %7 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %8 = and i32 %7, -16
  %9 = add nsw i32 %8, 16
  br label %34

10:                                               ; preds = %34
  %11 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %12 = xor i32 %11, 16
  %13 = and i32 %11, -16
  %14 = add nsw i32 %13, 16
  %15 = icmp slt i32 %12, %14
  %16 = select i1 %15, i32 %12, i32 %11
  %17 = shl i32 %16, 2
  %18 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %17, i32 %42)
  %19 = and i32 %11, -32
  %20 = add nsw i32 %19, 32
  %21 = icmp slt i32 %12, %20
  %22 = select i1 %21, i32 %12, i32 %11
  %23 = shl i32 %22, 2
  %24 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %23, i32 %42)
  %25 = mul nsw i32 %42, 10000
  %26 = icmp eq i32 %18, %42
  %27 = select i1 %26, i32 1000, i32 0
  %28 = add nsw i32 %27, %25
  %29 = icmp sgt i32 %24, %42
  %30 = sub nsw i32 %24, %42
  %31 = select i1 %29, i32 %30, i32 0
  %32 = add nsw i32 %28, %31
  %33 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4
  store i32 %32, ptr addrspace(1) %33, align 4, !tbaa !5
  ret void

34:                                               ; preds = %34, %2
  %35 = phi i32 [ %6, %2 ], [ %42, %34 ]
  %36 = phi i32 [ 8, %2 ], [ %43, %34 ]
  %37 = xor i32 %7, %36
  %38 = icmp slt i32 %37, %9
  %39 = select i1 %38, i32 %37, i32 %7
  %40 = shl i32 %39, 2
  %41 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %40, i32 %35)
  %42 = tail call i32 @llvm.smax.i32(i32 %41, i32 %35)
  %43 = lshr i32 %36, 1
  %44 = icmp ult i32 %36, 2
  br i1 %44, label %10, label %34, !llvm.loop !9
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

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
