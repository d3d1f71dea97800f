; ModuleID = '/tmp/a13build/w32_O1.ll'
source_filename = "a13.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ11h_lds_hist8PKiPiE4bins = external hidden addrspace(3) global [8 x i32], align 16

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z11h_lds_hist8PKiPi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = icmp ult i32 %3, 8
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = getelementptr inbounds [8 x i32], ptr addrspace(3) @_ZZ11h_lds_hist8PKiPiE4bins, i32 0, i32 %3
  store i32 0, ptr addrspace(3) %6, align 4, !tbaa !5
  br label %7

7:                                                ; preds = %5, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %8 = zext nneg i32 %3 to i64
  %9 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = and i32 %10, 7
  %12 = getelementptr inbounds [8 x i32], ptr addrspace(3) @_ZZ11h_lds_hist8PKiPiE4bins, i32 0, i32 %11
  %13 = atomicrmw add ptr addrspace(3) %12, i32 1 syncscope("workgroup-one-as") monotonic, align 4
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %4, label %14, label %18

14:                                               ; preds = %7
  %15 = getelementptr inbounds [8 x i32], ptr addrspace(3) @_ZZ11h_lds_hist8PKiPiE4bins, i32 0, i32 %3
  %16 = load i32, ptr addrspace(3) %15, align 4, !tbaa !5
  %17 = icmp ne i32 %16, 0
  br label %18

18:                                               ; preds = %14, %7
  %19 = phi i1 [ false, %7 ], [ %17, %14 ]
  %20 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %19)
  %21 = and i32 %3, 7
  %22 = getelementptr inbounds [8 x i32], ptr addrspace(3) @_ZZ11h_lds_hist8PKiPiE4bins, i32 0, i32 %21
  %23 = load i32, ptr addrspace(3) %22, align 4, !tbaa !5
  %24 = mul nsw i32 %23, 1000
  %25 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %20)
  %26 = add nsw i32 %24, %25
  %27 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %8
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn }

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
