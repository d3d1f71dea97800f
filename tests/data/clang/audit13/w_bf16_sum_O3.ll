; ModuleID = '/tmp/a13build/w32_O3.ll'
source_filename = "a13.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z10h_bf16_sumPKDF16bPDF16b(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds bfloat, ptr addrspace(1) %0, i64 %4
  %6 = load bfloat, ptr addrspace(1) %5, align 2, !tbaa !5
  %7 = fpext bfloat %6 to float
  %8 = bitcast float %7 to i32
  %9 = icmp sgt i32 %3, 15
  %10 = shl i32 %3, 2
  %11 = add i32 %10, 64
  %12 = select i1 %9, i32 %10, i32 %11
  %13 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %12, i32 %8)
  %14 = bitcast i32 %13 to float
  %15 = fadd contract float %7, %14
  %16 = bitcast float %15 to i32
  %17 = icmp sgt i32 %3, 23
  %18 = shl i32 %3, 2
  %19 = add i32 %18, 32
  %20 = select i1 %17, i32 %18, i32 %19
  %21 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %20, i32 %16)
  %22 = bitcast i32 %21 to float
  %23 = fadd contract float %15, %22
  %24 = bitcast float %23 to i32
  %25 = icmp sgt i32 %3, 27
  %26 = shl i32 %3, 2
  %27 = add i32 %26, 16
  %28 = select i1 %25, i32 %26, i32 %27
  %29 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %28, i32 %24)
  %30 = bitcast i32 %29 to float
  %31 = fadd contract float %23, %30
  %32 = bitcast float %31 to i32
  %33 = icmp sgt i32 %3, 29
  %34 = shl i32 %3, 2
  %35 = add i32 %34, 8
  %36 = select i1 %33, i32 %34, i32 %35
  %37 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %32)
  %38 = bitcast i32 %37 to float
  %39 = fadd contract float %31, %38
  %40 = bitcast float %39 to i32
  %41 = icmp slt i32 %3, 31
  %42 = zext i1 %41 to i32
  %43 = add nsw i32 %3, %42
  %44 = shl i32 %43, 2
  %45 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %44, i32 %40)
  %46 = bitcast i32 %45 to float
  %47 = fadd contract float %39, %46
  %48 = fptrunc float %47 to bfloat
  %49 = getelementptr inbounds bfloat, ptr addrspace(1) %1, i64 %4
  store bfloat %48, ptr addrspace(1) %49, align 2, !tbaa !5
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
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
!6 = !{!"__bf16", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
