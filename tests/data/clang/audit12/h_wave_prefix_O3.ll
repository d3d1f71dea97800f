; ModuleID = '/tmp/a12build/hip_O3.ll'
source_filename = "a12.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #0

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z13h_wave_prefixPKiPi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %5 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %4)
  %6 = zext nneg i32 %3 to i64
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !5
  %9 = and i32 %5, -64
  %10 = icmp ne i32 %9, %5
  %11 = sext i1 %10 to i32
  %12 = add nsw i32 %5, %11
  %13 = shl i32 %12, 2
  %14 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %13, i32 %8)
  %15 = icmp sgt i32 %5, 0
  %16 = select i1 %15, i32 %14, i32 0
  %17 = add nsw i32 %16, %8
  %18 = add nsw i32 %5, -2
  %19 = icmp slt i32 %18, %9
  %20 = select i1 %19, i32 %5, i32 %18
  %21 = shl i32 %20, 2
  %22 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %21, i32 %17)
  %23 = icmp slt i32 %5, 2
  %24 = select i1 %23, i32 0, i32 %22
  %25 = add nsw i32 %24, %17
  %26 = add nsw i32 %5, -4
  %27 = icmp slt i32 %26, %9
  %28 = select i1 %27, i32 %5, i32 %26
  %29 = shl i32 %28, 2
  %30 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %29, i32 %25)
  %31 = icmp slt i32 %5, 4
  %32 = select i1 %31, i32 0, i32 %30
  %33 = add nsw i32 %32, %25
  %34 = add nsw i32 %5, -8
  %35 = icmp slt i32 %34, %9
  %36 = select i1 %35, i32 %5, i32 %34
  %37 = shl i32 %36, 2
  %38 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %37, i32 %33)
  %39 = icmp slt i32 %5, 8
  %40 = select i1 %39, i32 0, i32 %38
  %41 = add nsw i32 %40, %33
  %42 = add nsw i32 %5, -16
  %43 = icmp slt i32 %42, %9
  %44 = select i1 %43, i32 %5, i32 %42
  %45 = shl i32 %44, 2
  %46 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %45, i32 %41)
  %47 = icmp slt i32 %5, 16
  %48 = select i1 %47, i32 0, i32 %46
  %49 = add nsw i32 %48, %41
  %50 = add nsw i32 %5, -32
  %51 = icmp slt i32 %50, %9
  %52 = select i1 %51, i32 %5, i32 %50
  %53 = shl i32 %52, 2
  %54 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %53, i32 %49)
  %55 = icmp slt i32 %5, 32
  %56 = select i1 %55, i32 0, i32 %54
  %57 = add nsw i32 %56, %49
  %58 = and i32 %5, 63
  %59 = icmp ne i32 %58, 0
  %60 = sext i1 %59 to i32
  %61 = add nsw i32 %5, %60
  %62 = shl i32 %61, 2
  %63 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %62, i32 %57)
  %64 = icmp eq i32 %5, 0
  %65 = select i1 %64, i32 0, i32 %63
  %66 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %57, i32 63)
  %67 = mul nsw i32 %66, 100000
  %68 = add nsw i32 %67, %65
  %69 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6
  store i32 %68, ptr addrspace(1) %69, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

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
