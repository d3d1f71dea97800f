; ModuleID = '/tmp/a13build/w32_O3.ll'
source_filename = "a13.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ10h_lds_treePKiPiE1s = external hidden unnamed_addr addrspace(3) global [32 x i32], align 16

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
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
  %8 = icmp ult i32 %3, 16
  br i1 %8, label %9, label %15

9:                                                ; preds = %2
  %10 = or disjoint i32 %3, 16
  %11 = getelementptr inbounds [32 x i32], ptr addrspace(3) @_ZZ10h_lds_treePKiPiE1s, i32 0, i32 %10
  %12 = load i32, ptr addrspace(3) %11, align 4, !tbaa !5
  %13 = load i32, ptr addrspace(3) %7, align 4, !tbaa !5
  %14 = add nsw i32 %13, %12
  store i32 %14, ptr addrspace(3) %7, align 4, !tbaa !5
  br label %15

15:                                               ; preds = %9, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %16 = icmp ult i32 %3, 8
  br i1 %16, label %17, label %23

17:                                               ; preds = %15
  %18 = or disjoint i32 %3, 8
  %19 = getelementptr inbounds [32 x i32], ptr addrspace(3) @_ZZ10h_lds_treePKiPiE1s, i32 0, i32 %18
  %20 = load i32, ptr addrspace(3) %19, align 4, !tbaa !5
  %21 = load i32, ptr addrspace(3) %7, align 4, !tbaa !5
  %22 = add nsw i32 %21, %20
  store i32 %22, ptr addrspace(3) %7, align 4, !tbaa !5
  br label %23

23:                                               ; preds = %17, %15
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %24 = icmp ult i32 %3, 4
  br i1 %24, label %25, label %31

25:                                               ; preds = %23
  %26 = or disjoint i32 %3, 4
  %27 = getelementptr inbounds [32 x i32], ptr addrspace(3) @_ZZ10h_lds_treePKiPiE1s, i32 0, i32 %26
  %28 = load i32, ptr addrspace(3) %27, align 4, !tbaa !5
  %29 = load i32, ptr addrspace(3) %7, align 4, !tbaa !5
  %30 = add nsw i32 %29, %28
  store i32 %30, ptr addrspace(3) %7, align 4, !tbaa !5
  br label %31

31:                                               ; preds = %25, %23
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %24, label %32, label %34

32:                                               ; preds = %31
  %33 = load i32, ptr addrspace(3) %7, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %32, %31
  %35 = phi i32 [ %33, %32 ], [ 0, %31 ]
  %36 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %37 = icmp sgt i32 %36, 29
  %38 = shl i32 %36, 2
  %39 = add i32 %38, 8
  %40 = select i1 %37, i32 %38, i32 %39
  %41 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %40, i32 %35)
  %42 = add nsw i32 %41, %35
  %43 = icmp slt i32 %36, 31
  %44 = zext i1 %43 to i32
  %45 = add nsw i32 %36, %44
  %46 = shl i32 %45, 2
  %47 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %46, i32 %42)
  %48 = add nsw i32 %47, %42
  %49 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %48)
  %50 = mul nsw i32 %49, 1000
  %51 = and i32 %3, 3
  %52 = getelementptr inbounds [32 x i32], ptr addrspace(3) @_ZZ10h_lds_treePKiPiE1s, i32 0, i32 %51
  %53 = load i32, ptr addrspace(3) %52, align 4, !tbaa !5
  %54 = add nsw i32 %50, %53
  %55 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4
  store i32 %54, ptr addrspace(1) %55, align 4, !tbaa !5
  ret void
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

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
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
