; ModuleID = '/tmp/a10build/w32_O3.ll'
source_filename = "a10.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #0

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z10h_seg_scanPKiPi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %5 = zext nneg i32 %3 to i64
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !5
  %8 = icmp slt i32 %7, 0
  %9 = icmp eq i32 %4, 0
  %10 = or i1 %9, %8
  %11 = tail call i32 @llvm.abs.i32(i32 %7, i1 true)
  %12 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %10)
  %13 = shl nsw i32 -1, %4
  %14 = xor i32 %13, -1
  %15 = shl nuw i32 %14, 1
  %16 = or disjoint i32 %15, 1
  %17 = and i32 %16, %12
  %18 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %17, i1 true)
  %19 = xor i32 %18, 31
  %20 = icmp sgt i32 %4, 0
  %21 = sext i1 %20 to i32
  %22 = add nsw i32 %4, %21
  %23 = shl i32 %22, 2
  %24 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %23, i32 %11)
  %25 = icmp sgt i32 %4, %19
  %26 = select i1 %25, i32 %24, i32 0
  %27 = add nsw i32 %26, %11
  %28 = add nsw i32 %4, -2
  %29 = icmp slt i32 %4, 2
  %30 = select i1 %29, i32 %4, i32 %28
  %31 = shl i32 %30, 2
  %32 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %31, i32 %27)
  %33 = icmp slt i32 %28, %19
  %34 = select i1 %33, i32 0, i32 %32
  %35 = add nsw i32 %34, %27
  %36 = add nsw i32 %4, -4
  %37 = icmp slt i32 %4, 4
  %38 = select i1 %37, i32 %4, i32 %36
  %39 = shl i32 %38, 2
  %40 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %35)
  %41 = icmp slt i32 %36, %19
  %42 = select i1 %41, i32 0, i32 %40
  %43 = add nsw i32 %42, %35
  %44 = add nsw i32 %4, -8
  %45 = icmp slt i32 %4, 8
  %46 = select i1 %45, i32 %4, i32 %44
  %47 = shl i32 %46, 2
  %48 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %47, i32 %43)
  %49 = icmp slt i32 %44, %19
  %50 = select i1 %49, i32 0, i32 %48
  %51 = add nsw i32 %50, %43
  %52 = add nsw i32 %4, -16
  %53 = icmp slt i32 %4, 16
  %54 = select i1 %53, i32 %4, i32 %52
  %55 = shl i32 %54, 2
  %56 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %55, i32 %51)
  %57 = icmp slt i32 %52, %19
  %58 = select i1 %57, i32 0, i32 %56
  %59 = add nsw i32 %58, %51
  %60 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5
  store i32 %59, ptr addrspace(1) %60, align 4, !tbaa !5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

attributes #0 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
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
