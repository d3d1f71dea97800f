; ModuleID = '/tmp/a10build/w32_O3.ll'
source_filename = "a10.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z16h_partial_reducePKiPij(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = icmp ult i32 %4, %2
  br i1 %5, label %6, label %56

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %11 = add i32 %10, 1
  %12 = icmp ult i32 %11, 32
  %13 = select i1 %12, i32 %11, i32 %10
  %14 = shl i32 %13, 2
  %15 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %14, i32 %9)
  %16 = icmp ult i32 %11, %2
  %17 = select i1 %16, i32 %15, i32 0
  %18 = add nsw i32 %17, %9
  %19 = add i32 %10, 2
  %20 = icmp ult i32 %19, 32
  %21 = select i1 %20, i32 %19, i32 %10
  %22 = shl i32 %21, 2
  %23 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %22, i32 %18)
  %24 = icmp ult i32 %19, %2
  %25 = select i1 %24, i32 %23, i32 0
  %26 = add nsw i32 %25, %18
  %27 = add i32 %10, 4
  %28 = icmp ult i32 %27, 32
  %29 = select i1 %28, i32 %27, i32 %10
  %30 = shl i32 %29, 2
  %31 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %30, i32 %26)
  %32 = icmp ult i32 %27, %2
  %33 = select i1 %32, i32 %31, i32 0
  %34 = add nsw i32 %33, %26
  %35 = add i32 %10, 8
  %36 = icmp ult i32 %35, 32
  %37 = select i1 %36, i32 %35, i32 %10
  %38 = shl i32 %37, 2
  %39 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %38, i32 %34)
  %40 = icmp ult i32 %35, %2
  %41 = select i1 %40, i32 %39, i32 0
  %42 = add nsw i32 %41, %34
  %43 = add i32 %10, 16
  %44 = icmp ult i32 %43, 32
  %45 = select i1 %44, i32 %43, i32 %10
  %46 = shl i32 %45, 2
  %47 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %46, i32 %42)
  %48 = icmp eq i32 %4, 0
  br i1 %48, label %49, label %53

49:                                               ; preds = %6
  %50 = icmp ult i32 %43, %2
  %51 = select i1 %50, i32 %47, i32 0
  %52 = add nsw i32 %51, %42
  store i32 %52, ptr addrspace(1) %1, align 4, !tbaa !5
  br label %53

53:                                               ; preds = %49, %6
  %54 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %55 = getelementptr inbounds i8, ptr addrspace(1) %54, i64 4
  store i32 1, ptr addrspace(1) %55, align 4, !tbaa !5
  br label %56

56:                                               ; preds = %53, %3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
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
