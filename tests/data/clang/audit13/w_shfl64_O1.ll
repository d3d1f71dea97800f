; ModuleID = '/tmp/a13build/w32_O1.ll'
source_filename = "a13.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z8h_shfl64PKdPKxPdPx(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef writeonly %2, ptr addrspace(1) nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %6
  %8 = load double, ptr addrspace(1) %7, align 8, !tbaa !5
  br label %28

9:                                                ; preds = %28
  %10 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %6
  %11 = load i64, ptr addrspace(1) %10, align 8, !tbaa !9
  %12 = load i64, ptr addrspace(1) %1, align 8, !tbaa !9
  %13 = trunc i64 %12 to i32
  %14 = trunc i64 %11 to i32
  %15 = shl i32 %13, 2
  %16 = and i32 %15, 124
  %17 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %16, i32 %14)
  %18 = lshr i64 %11, 32
  %19 = trunc nuw i64 %18 to i32
  %20 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %16, i32 %19)
  %21 = zext i32 %20 to i64
  %22 = shl nuw i64 %21, 32
  %23 = zext i32 %17 to i64
  %24 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %6
  store double %46, ptr addrspace(1) %24, align 8, !tbaa !5
  %25 = add nsw i64 %23, %6
  %26 = add i64 %25, %22
  %27 = getelementptr inbounds i64, ptr addrspace(1) %3, i64 %6
  store i64 %26, ptr addrspace(1) %27, align 8, !tbaa !9
  ret void

28:                                               ; preds = %28, %4
  %29 = phi double [ %8, %4 ], [ %46, %28 ]
  %30 = phi i32 [ 16, %4 ], [ %47, %28 ]
  %31 = bitcast double %29 to i64
  %32 = trunc i64 %31 to i32
  %33 = add nsw i32 %30, %5
  %34 = icmp sgt i32 %33, 31
  %35 = select i1 %34, i32 %5, i32 %33
  %36 = shl i32 %35, 2
  %37 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %32)
  %38 = lshr i64 %31, 32
  %39 = trunc nuw i64 %38 to i32
  %40 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %39)
  %41 = zext i32 %40 to i64
  %42 = shl nuw i64 %41, 32
  %43 = zext i32 %37 to i64
  %44 = or disjoint i64 %42, %43
  %45 = bitcast i64 %44 to double
  %46 = fadd contract double %29, %45
  %47 = lshr i32 %30, 1
  %48 = icmp ult i32 %30, 2
  br i1 %48, label %9, label %28, !llvm.loop !11
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
