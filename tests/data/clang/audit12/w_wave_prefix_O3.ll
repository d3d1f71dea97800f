; ModuleID = '/tmp/a12build/w32_O3.ll'
source_filename = "a12.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #0

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z13h_wave_prefixPKiPi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %5 = zext nneg i32 %3 to i64
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !5
  %8 = and i32 %4, -32
  %9 = icmp ne i32 %8, %4
  %10 = sext i1 %9 to i32
  %11 = add nsw i32 %4, %10
  %12 = shl i32 %11, 2
  %13 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %12, i32 %7)
  %14 = icmp sgt i32 %4, 0
  %15 = select i1 %14, i32 %13, i32 0
  %16 = add nsw i32 %15, %7
  %17 = add nsw i32 %4, -2
  %18 = icmp slt i32 %17, %8
  %19 = select i1 %18, i32 %4, i32 %17
  %20 = shl i32 %19, 2
  %21 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %20, i32 %16)
  %22 = icmp slt i32 %4, 2
  %23 = select i1 %22, i32 0, i32 %21
  %24 = add nsw i32 %23, %16
  %25 = add nsw i32 %4, -4
  %26 = icmp slt i32 %25, %8
  %27 = select i1 %26, i32 %4, i32 %25
  %28 = shl i32 %27, 2
  %29 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %28, i32 %24)
  %30 = icmp slt i32 %4, 4
  %31 = select i1 %30, i32 0, i32 %29
  %32 = add nsw i32 %31, %24
  %33 = add nsw i32 %4, -8
  %34 = icmp slt i32 %33, %8
  %35 = select i1 %34, i32 %4, i32 %33
  %36 = shl i32 %35, 2
  %37 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %32)
  %38 = icmp slt i32 %4, 8
  %39 = select i1 %38, i32 0, i32 %37
  %40 = add nsw i32 %39, %32
  %41 = add nsw i32 %4, -16
  %42 = icmp slt i32 %41, %8
  %43 = select i1 %42, i32 %4, i32 %41
  %44 = shl i32 %43, 2
  %45 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %44, i32 %40)
  %46 = icmp slt i32 %4, 16
  %47 = select i1 %46, i32 0, i32 %45
  %48 = add nsw i32 %47, %40
  %49 = and i32 %4, 31
  %50 = icmp ne i32 %49, 0
  %51 = sext i1 %50 to i32
  %52 = add nsw i32 %4, %51
  %53 = shl i32 %52, 2
  %54 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %53, i32 %48)
  %55 = icmp eq i32 %4, 0
  %56 = select i1 %55, i32 0, i32 %54
  %57 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %48, i32 31)
  %58 = mul nsw i32 %57, 100000
  %59 = add nsw i32 %58, %56
  %60 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5
  store i32 %59, ptr addrspace(1) %60, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

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
