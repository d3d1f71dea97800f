; ModuleID = '/tmp/a12build/hip_O1.ll'
source_filename = "a12.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z9h_xor_w16PKiPi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !5
  %7 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %8 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %7)
  %9 = and i32 %8, -16
  %10 = add nsw i32 %9, 16
  br label %36

11:                                               ; preds = %36
  %12 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %13 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %12)
  %14 = xor i32 %13, 16
  %15 = and i32 %13, -16
  %16 = add nsw i32 %15, 16
  %17 = icmp slt i32 %14, %16
  %18 = select i1 %17, i32 %14, i32 %13
  %19 = shl i32 %18, 2
  %20 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %19, i32 %44)
  %21 = and i32 %13, -64
  %22 = add nsw i32 %21, 64
  %23 = icmp slt i32 %14, %22
  %24 = select i1 %23, i32 %14, i32 %13
  %25 = shl i32 %24, 2
  %26 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %44)
  %27 = mul nsw i32 %44, 10000
  %28 = icmp eq i32 %20, %44
  %29 = select i1 %28, i32 1000, i32 0
  %30 = add nsw i32 %29, %27
  %31 = icmp sgt i32 %26, %44
  %32 = sub nsw i32 %26, %44
  %33 = select i1 %31, i32 %32, i32 0
  %34 = add nsw i32 %30, %33
  %35 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !5
  ret void

36:                                               ; preds = %36, %2
  %37 = phi i32 [ %6, %2 ], [ %44, %36 ]
  %38 = phi i32 [ 8, %2 ], [ %45, %36 ]
  %39 = xor i32 %8, %38
  %40 = icmp slt i32 %39, %10
  %41 = select i1 %40, i32 %39, i32 %8
  %42 = shl i32 %41, 2
  %43 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %42, i32 %37)
  %44 = tail call i32 @llvm.smax.i32(i32 %43, i32 %37)
  %45 = lshr i32 %38, 1
  %46 = icmp ult i32 %38, 2
  br i1 %46, label %11, label %36, !llvm.loop !9
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

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
