; ModuleID = '/tmp/a12build/hip_O3.ll'
source_filename = "a12.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z9h_xor_w16PKiPi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !5
  %7 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %8 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %7)
  %9 = and i32 %8, -16
  %10 = add nsw i32 %9, 16
  %11 = xor i32 %8, 8
  %12 = icmp slt i32 %11, %10
  %13 = select i1 %12, i32 %11, i32 %8
  %14 = shl i32 %13, 2
  %15 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %14, i32 %6)
  %16 = tail call i32 @llvm.smax.i32(i32 %15, i32 %6)
  %17 = xor i32 %8, 4
  %18 = icmp slt i32 %17, %10
  %19 = select i1 %18, i32 %17, i32 %8
  %20 = shl i32 %19, 2
  %21 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %20, i32 %16)
  %22 = tail call i32 @llvm.smax.i32(i32 %21, i32 %16)
  %23 = xor i32 %8, 2
  %24 = icmp slt i32 %23, %10
  %25 = select i1 %24, i32 %23, i32 %8
  %26 = shl i32 %25, 2
  %27 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %26, i32 %22)
  %28 = tail call i32 @llvm.smax.i32(i32 %27, i32 %22)
  %29 = xor i32 %8, 1
  %30 = icmp slt i32 %29, %10
  %31 = select i1 %30, i32 %29, i32 %8
  %32 = shl i32 %31, 2
  %33 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %32, i32 %28)
  %34 = tail call i32 @llvm.smax.i32(i32 %33, i32 %28)
  %35 = xor i32 %8, 16
  %36 = icmp slt i32 %35, %10
  %37 = select i1 %36, i32 %35, i32 %8
  %38 = shl i32 %37, 2
  %39 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %38, i32 %34)
  %40 = and i32 %8, -64
  %41 = add nsw i32 %40, 64
  %42 = icmp slt i32 %35, %41
  %43 = select i1 %42, i32 %35, i32 %8
  %44 = shl i32 %43, 2
  %45 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %44, i32 %34)
  %46 = mul nsw i32 %34, 10000
  %47 = icmp eq i32 %39, %34
  %48 = select i1 %47, i32 1000, i32 0
  %49 = add nsw i32 %48, %46
  %50 = icmp sgt i32 %45, %34
  %51 = sub nsw i32 %45, %34
  %52 = select i1 %50, i32 %51, i32 0
  %53 = add nsw i32 %49, %52
  %54 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4
  store i32 %53, ptr addrspace(1) %54, align 4, !tbaa !5
  ret void
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

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
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
