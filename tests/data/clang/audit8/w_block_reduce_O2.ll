; ModuleID = '/tmp/a8_w32_O2.ll'
source_filename = "a8.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ14h_block_reducePKiPiE4part = external hidden unnamed_addr addrspace(3) global [16 x i32], align 16

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z14h_block_reducePKiPi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %5 = zext nneg i32 %3 to i64
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !5
  %8 = shl i32 %4, 2
  %9 = xor i32 %8, 64
  %10 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %9, i32 %7)
  %11 = add nsw i32 %10, %7
  %12 = xor i32 %8, 32
  %13 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %12, i32 %11)
  %14 = add nsw i32 %13, %11
  %15 = xor i32 %8, 16
  %16 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %15, i32 %14)
  %17 = add nsw i32 %16, %14
  %18 = xor i32 %8, 8
  %19 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %18, i32 %17)
  %20 = add nsw i32 %19, %17
  %21 = xor i32 %8, 4
  %22 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %21, i32 %20)
  %23 = icmp eq i32 %4, 0
  br i1 %23, label %24, label %28

24:                                               ; preds = %2
  %25 = lshr i32 %3, 5
  %26 = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ14h_block_reducePKiPiE4part, i32 0, i32 %25
  %27 = add nsw i32 %22, %20
  store i32 %27, ptr addrspace(3) %26, align 4, !tbaa !5
  br label %28

28:                                               ; preds = %24, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %29 = icmp ult i32 %3, 32
  br i1 %29, label %30, label %54

30:                                               ; preds = %28
  %31 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %32 = getelementptr inbounds i8, ptr addrspace(4) %31, i64 12
  %33 = load i16, ptr addrspace(4) %32, align 4, !range !9, !invariant.load !10, !noundef !10
  %34 = add nuw nsw i16 %33, 31
  %35 = lshr i16 %34, 5
  %36 = zext nneg i16 %35 to i32
  %37 = icmp ult i32 %4, %36
  br i1 %37, label %38, label %41

38:                                               ; preds = %30
  %39 = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ14h_block_reducePKiPiE4part, i32 0, i32 %4
  %40 = load i32, ptr addrspace(3) %39, align 4, !tbaa !5
  br label %41

41:                                               ; preds = %38, %30
  %42 = phi i32 [ %40, %38 ], [ 0, %30 ]
  %43 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %9, i32 %42)
  %44 = add nsw i32 %43, %42
  %45 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %12, i32 %44)
  %46 = add nsw i32 %45, %44
  %47 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %15, i32 %46)
  %48 = add nsw i32 %47, %46
  %49 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %18, i32 %48)
  %50 = add nsw i32 %49, %48
  %51 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %21, i32 %50)
  br i1 %23, label %52, label %54

52:                                               ; preds = %41
  %53 = add nsw i32 %51, %50
  store i32 %53, ptr addrspace(1) %1, align 4, !tbaa !5
  br label %54

54:                                               ; preds = %52, %41, %28
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1030" "target-features"="+16-bit-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { convergent nocallback nofree nounwind willreturn }

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
!9 = !{i16 1, i16 1025}
!10 = !{}
