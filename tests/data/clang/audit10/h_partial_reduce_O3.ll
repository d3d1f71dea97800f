; ModuleID = '/tmp/a10build/hip_O3.ll'
source_filename = "a10.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z16h_partial_reducePKiPij(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = icmp ult i32 %4, %2
  br i1 %5, label %6, label %65

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %11 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %10)
  %12 = add i32 %11, 1
  %13 = icmp ult i32 %12, 64
  %14 = select i1 %13, i32 %12, i32 %11
  %15 = shl i32 %14, 2
  %16 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %15, i32 %9)
  %17 = icmp ult i32 %12, %2
  %18 = select i1 %17, i32 %16, i32 0
  %19 = add nsw i32 %18, %9
  %20 = add i32 %11, 2
  %21 = icmp ult i32 %20, 64
  %22 = select i1 %21, i32 %20, i32 %11
  %23 = shl i32 %22, 2
  %24 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %23, i32 %19)
  %25 = icmp ult i32 %20, %2
  %26 = select i1 %25, i32 %24, i32 0
  %27 = add nsw i32 %26, %19
  %28 = add i32 %11, 4
  %29 = icmp ult i32 %28, 64
  %30 = select i1 %29, i32 %28, i32 %11
  %31 = shl i32 %30, 2
  %32 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %31, i32 %27)
  %33 = icmp ult i32 %28, %2
  %34 = select i1 %33, i32 %32, i32 0
  %35 = add nsw i32 %34, %27
  %36 = add i32 %11, 8
  %37 = icmp ult i32 %36, 64
  %38 = select i1 %37, i32 %36, i32 %11
  %39 = shl i32 %38, 2
  %40 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %35)
  %41 = icmp ult i32 %36, %2
  %42 = select i1 %41, i32 %40, i32 0
  %43 = add nsw i32 %42, %35
  %44 = add i32 %11, 16
  %45 = icmp ult i32 %44, 64
  %46 = select i1 %45, i32 %44, i32 %11
  %47 = shl i32 %46, 2
  %48 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %47, i32 %43)
  %49 = icmp ult i32 %44, %2
  %50 = select i1 %49, i32 %48, i32 0
  %51 = add nsw i32 %50, %43
  %52 = add i32 %11, 32
  %53 = icmp ult i32 %52, 64
  %54 = select i1 %53, i32 %52, i32 %11
  %55 = shl i32 %54, 2
  %56 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %55, i32 %51)
  %57 = icmp eq i32 %4, 0
  br i1 %57, label %58, label %62

58:                                               ; preds = %6
  %59 = icmp ult i32 %52, %2
  %60 = select i1 %59, i32 %56, i32 0
  %61 = add nsw i32 %60, %51
  store i32 %61, ptr addrspace(1) %1, align 4, !tbaa !5
  br label %62

62:                                               ; preds = %58, %6
  %63 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %64 = getelementptr inbounds i8, ptr addrspace(1) %63, i64 4
  store i32 1, ptr addrspace(1) %64, align 4, !tbaa !5
  br label %65

65:                                               ; preds = %62, %3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
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
