; ModuleID = '/tmp/a13build/hip_O3.ll'
source_filename = "a13.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z10h_bf16_sumPKDF16bPDF16b(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %4 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %3)
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds bfloat, ptr addrspace(1) %0, i64 %5
  %7 = load bfloat, ptr addrspace(1) %6, align 2, !tbaa !5
  %8 = fpext bfloat %7 to float
  %9 = bitcast float %8 to i32
  %10 = icmp sgt i32 %4, 31
  %11 = shl i32 %4, 2
  %12 = add i32 %11, 128
  %13 = select i1 %10, i32 %11, i32 %12
  %14 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %13, i32 %9)
  %15 = bitcast i32 %14 to float
  %16 = fadd contract float %8, %15
  %17 = bitcast float %16 to i32
  %18 = icmp sgt i32 %4, 47
  %19 = shl i32 %4, 2
  %20 = add i32 %19, 64
  %21 = select i1 %18, i32 %19, i32 %20
  %22 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %21, i32 %17)
  %23 = bitcast i32 %22 to float
  %24 = fadd contract float %16, %23
  %25 = bitcast float %24 to i32
  %26 = icmp sgt i32 %4, 55
  %27 = shl i32 %4, 2
  %28 = add i32 %27, 32
  %29 = select i1 %26, i32 %27, i32 %28
  %30 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %29, i32 %25)
  %31 = bitcast i32 %30 to float
  %32 = fadd contract float %24, %31
  %33 = bitcast float %32 to i32
  %34 = icmp sgt i32 %4, 59
  %35 = shl i32 %4, 2
  %36 = add i32 %35, 16
  %37 = select i1 %34, i32 %35, i32 %36
  %38 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %37, i32 %33)
  %39 = bitcast i32 %38 to float
  %40 = fadd contract float %32, %39
  %41 = bitcast float %40 to i32
  %42 = icmp sgt i32 %4, 61
  %43 = shl i32 %4, 2
  %44 = add i32 %43, 8
  %45 = select i1 %42, i32 %43, i32 %44
  %46 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %45, i32 %41)
  %47 = bitcast i32 %46 to float
  %48 = fadd contract float %40, %47
  %49 = bitcast float %48 to i32
  %50 = icmp slt i32 %4, 63
  %51 = zext i1 %50 to i32
  %52 = add nsw i32 %4, %51
  %53 = shl i32 %52, 2
  %54 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %53, i32 %49)
  %55 = bitcast i32 %54 to float
  %56 = fadd contract float %48, %55
  %57 = fptrunc float %56 to bfloat
  %58 = getelementptr inbounds bfloat, ptr addrspace(1) %1, i64 %5
  store bfloat %57, ptr addrspace(1) %58, align 2, !tbaa !5
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
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
