; ModuleID = '/tmp/a10build/hip_O3.ll'
source_filename = "a10.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #0

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z10h_seg_scanPKiPi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %5 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %4)
  %6 = zext nneg i32 %3 to i64
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !5
  %9 = icmp slt i32 %8, 0
  %10 = icmp eq i32 %5, 0
  %11 = or i1 %10, %9
  %12 = tail call i32 @llvm.abs.i32(i32 %8, i1 true)
  %13 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %11)
  %14 = zext nneg i32 %5 to i64
  %15 = shl nsw i64 -1, %14
  %16 = xor i64 %15, -1
  %17 = shl nuw i64 %16, 1
  %18 = or disjoint i64 %17, 1
  %19 = and i64 %18, %13
  %20 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %19, i1 true)
  %21 = trunc nuw nsw i64 %20 to i32
  %22 = xor i32 %21, 63
  %23 = icmp sgt i32 %5, 0
  %24 = sext i1 %23 to i32
  %25 = add nsw i32 %5, %24
  %26 = shl i32 %25, 2
  %27 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %26, i32 %12)
  %28 = icmp sgt i32 %5, %22
  %29 = select i1 %28, i32 %27, i32 0
  %30 = add nsw i32 %29, %12
  %31 = add nsw i32 %5, -2
  %32 = icmp slt i32 %5, 2
  %33 = select i1 %32, i32 %5, i32 %31
  %34 = shl i32 %33, 2
  %35 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %34, i32 %30)
  %36 = icmp slt i32 %31, %22
  %37 = select i1 %36, i32 0, i32 %35
  %38 = add nsw i32 %37, %30
  %39 = add nsw i32 %5, -4
  %40 = icmp slt i32 %5, 4
  %41 = select i1 %40, i32 %5, i32 %39
  %42 = shl i32 %41, 2
  %43 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %42, i32 %38)
  %44 = icmp slt i32 %39, %22
  %45 = select i1 %44, i32 0, i32 %43
  %46 = add nsw i32 %45, %38
  %47 = add nsw i32 %5, -8
  %48 = icmp slt i32 %5, 8
  %49 = select i1 %48, i32 %5, i32 %47
  %50 = shl i32 %49, 2
  %51 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %50, i32 %46)
  %52 = icmp slt i32 %47, %22
  %53 = select i1 %52, i32 0, i32 %51
  %54 = add nsw i32 %53, %46
  %55 = add nsw i32 %5, -16
  %56 = icmp slt i32 %5, 16
  %57 = select i1 %56, i32 %5, i32 %55
  %58 = shl i32 %57, 2
  %59 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %58, i32 %54)
  %60 = icmp slt i32 %55, %22
  %61 = select i1 %60, i32 0, i32 %59
  %62 = add nsw i32 %61, %54
  %63 = add nsw i32 %5, -32
  %64 = icmp slt i32 %5, 32
  %65 = select i1 %64, i32 %5, i32 %63
  %66 = shl i32 %65, 2
  %67 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %66, i32 %62)
  %68 = icmp slt i32 %63, %22
  %69 = select i1 %68, i32 0, i32 %67
  %70 = add nsw i32 %69, %62
  %71 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6
  store i32 %70, ptr addrspace(1) %71, align 4, !tbaa !5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

attributes #0 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
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
