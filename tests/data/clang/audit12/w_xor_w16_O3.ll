; ModuleID = '/tmp/a12build/w32_O3.ll'
source_filename = "a12.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z9h_xor_w16PKiPi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !5
  %7 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %8 = and i32 %7, -16
  %9 = add nsw i32 %8, 16
  %10 = xor i32 %7, 8
  %11 = icmp slt i32 %10, %9
  %12 = select i1 %11, i32 %10, i32 %7
  %13 = shl i32 %12, 2
  %14 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %13, i32 %6)
  %15 = tail call i32 @llvm.smax.i32(i32 %14, i32 %6)
  %16 = xor i32 %7, 4
  %17 = icmp slt i32 %16, %9
  %18 = select i1 %17, i32 %16, i32 %7
  %19 = shl i32 %18, 2
  %20 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %19, i32 %15)
  %21 = tail call i32 @llvm.smax.i32(i32 %20, i32 %15)
  %22 = xor i32 %7, 2
  %23 = icmp slt i32 %22, %9
  %24 = select i1 %23, i32 %22, i32 %7
  %25 = shl i32 %24, 2
  %26 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %21)
  %27 = tail call i32 @llvm.smax.i32(i32 %26, i32 %21)
  %28 = xor i32 %7, 1
  %29 = icmp slt i32 %28, %9
  %30 = select i1 %29, i32 %28, i32 %7
  %31 = shl i32 %30, 2
  %32 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %31, i32 %27)
  %33 = tail call i32 @llvm.smax.i32(i32 %32, i32 %27)
  %34 = xor i32 %7, 16
  %35 = icmp slt i32 %34, %9
  %36 = select i1 %35, i32 %34, i32 %7
  %37 = shl i32 %36, 2
  %38 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %37, i32 %33)
  %39 = and i32 %7, -32
  %40 = add nsw i32 %39, 32
  %41 = icmp slt i32 %34, %40
  %42 = select i1 %41, i32 %34, i32 %7
  %43 = shl i32 %42, 2
  %44 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %43, i32 %33)
  %45 = mul nsw i32 %33, 10000
  %46 = icmp eq i32 %38, %33
  %47 = select i1 %46, i32 1000, i32 0
  %48 = add nsw i32 %47, %45
  %49 = icmp sgt i32 %44, %33
  %50 = sub nsw i32 %44, %33
  %51 = select i1 %49, i32 %50, i32 0
  %52 = add nsw i32 %48, %51
  %53 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4
  store i32 %52, ptr addrspace(1) %53, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
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
