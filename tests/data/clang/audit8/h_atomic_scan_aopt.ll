; ModuleID = 'tests/data/clang/audit8/h_atomic_scan_O2.ll'
source_filename = "a8.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z13h_atomic_scanPKiPiS1_(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, ptr addrspace(1) nocapture noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !5
  %8 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %9 = trunc i64 %8 to i32
  %10 = lshr i64 %8, 32
  %11 = trunc i64 %10 to i32
  %12 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %9, i32 0)
  %13 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %11, i32 %12)
  %14 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br label %ComputeLoop

15:                                               ; preds = %ComputeEnd
  %16 = atomicrmw add ptr addrspace(1) %2, i32 %26 syncscope("agent-one-as") monotonic, align 4
  br label %17

17:                                               ; preds = %ComputeEnd, %15
  %18 = phi i32 [ poison, %ComputeEnd ], [ %16, %15 ]
  %19 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %18)
  %20 = add i32 %19, %25
  %21 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5
  store i32 %20, ptr addrspace(1) %21, align 4, !tbaa !5
  ret void

ComputeLoop:                                      ; preds = %3, %ComputeLoop
  %Accumulator = phi i32 [ 0, %3 ], [ %26, %ComputeLoop ]
  %OldValuePhi = phi i32 [ poison, %3 ], [ %25, %ComputeLoop ]
  %ActiveBits = phi i64 [ %14, %3 ], [ %29, %ComputeLoop ]
  %22 = call i64 @llvm.cttz.i64(i64 %ActiveBits, i1 true)
  %23 = trunc i64 %22 to i32
  %24 = call i32 @llvm.amdgcn.readlane.i32(i32 %7, i32 %23)
  %25 = call i32 @llvm.amdgcn.writelane.i32(i32 %Accumulator, i32 %23, i32 %OldValuePhi)
  %26 = add i32 %Accumulator, %24
  %27 = shl i64 1, %22
  %28 = xor i64 %27, -1
  %29 = and i64 %ActiveBits, %28
  %30 = icmp eq i64 %29, 0
  br i1 %30, label %ComputeEnd, label %ComputeLoop

ComputeEnd:                                       ; preds = %ComputeLoop
  %31 = icmp eq i32 %13, 0
  br i1 %31, label %15, label %17
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.writelane.i32(i32, i32, i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx90a" }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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

