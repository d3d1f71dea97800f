; ModuleID = '/tmp/a14build/w32_O3.ll'
source_filename = "a14.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ10h_half_swzPKtPtE1s = external hidden unnamed_addr addrspace(3) global [32 x half], align 16

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z10h_half_swzPKtPt(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i16, ptr addrspace(1) %0, i64 %4
  %6 = load half, ptr addrspace(1) %5, align 2, !tbaa !5
  %7 = getelementptr inbounds [32 x half], ptr addrspace(3) @_ZZ10h_half_swzPKtPtE1s, i32 0, i32 %3
  store half %6, ptr addrspace(3) %7, align 2, !tbaa !8
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %8 = load half, ptr addrspace(3) %7, align 2, !tbaa !8
  %9 = add nuw nsw i32 %3, 1
  %10 = and i32 %9, 31
  %11 = getelementptr inbounds [32 x half], ptr addrspace(3) @_ZZ10h_half_swzPKtPtE1s, i32 0, i32 %10
  %12 = load half, ptr addrspace(3) %11, align 2, !tbaa !8
  %13 = fadd contract half %8, %12
  %14 = bitcast half %13 to i16
  %15 = zext i16 %14 to i32
  %16 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %15, i32 1055)
  %17 = trunc i32 %16 to i16
  %18 = bitcast i16 %17 to half
  %19 = fadd contract half %13, %18
  %20 = bitcast half %19 to i16
  %21 = zext i16 %20 to i32
  %22 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %21, i32 2079)
  %23 = trunc i32 %22 to i16
  %24 = bitcast i16 %23 to half
  %25 = fadd contract half %19, %24
  %26 = getelementptr inbounds i16, ptr addrspace(1) %1, i64 %4
  store half %25, ptr addrspace(1) %26, align 2, !tbaa !10
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,32" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"_Float16", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"short", !6, i64 0}
