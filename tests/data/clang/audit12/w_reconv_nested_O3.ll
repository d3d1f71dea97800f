; ModuleID = '/tmp/a12build/w32_O3.ll'
source_filename = "a12.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z15h_reconv_nestedPKiPi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #2 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %5 = and i32 %4, 3
  %6 = and i32 %4, 4
  %7 = icmp ne i32 %6, 0
  %8 = and i32 %4, 1
  %9 = zext nneg i32 %3 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9
  %11 = icmp eq i32 %4, 5
  %12 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %9
  br label %13

13:                                               ; preds = %53, %2
  %14 = phi i1 [ false, %2 ], [ %55, %53 ]
  %15 = phi i32 [ 0, %2 ], [ %52, %53 ]
  %16 = phi i32 [ 0, %2 ], [ %54, %53 ]
  %17 = tail call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %18 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %17, i1 true)
  %19 = icmp eq i32 %17, 0
  %20 = select i1 %19, i32 -1, i32 %18
  %21 = icmp eq i32 %4, %20
  %22 = add nsw i32 %15, 1000
  %23 = select i1 %21, i32 %22, i32 %15
  %24 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %17)
  %25 = add nsw i32 %23, %24
  %26 = icmp eq i32 %16, 1
  %27 = and i1 %7, %26
  br i1 %27, label %50, label %28

28:                                               ; preds = %13
  %29 = add nuw nsw i32 %16, %8
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %45, label %31

31:                                               ; preds = %28
  %32 = load i32, ptr addrspace(1) %10, align 4, !tbaa !5
  br label %33

33:                                               ; preds = %33, %31
  %34 = phi i32 [ 0, %31 ], [ %41, %33 ]
  %35 = phi i32 [ %25, %31 ], [ %40, %33 ]
  %36 = icmp sgt i32 %32, %34
  %37 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %36)
  %38 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %37)
  %39 = mul nuw nsw i32 %38, 100
  %40 = add nsw i32 %39, %35
  %41 = add nuw nsw i32 %34, 1
  %42 = icmp ugt i32 %34, 2
  %43 = icmp eq i32 %41, %29
  %44 = select i1 %42, i1 true, i1 %43
  br i1 %44, label %45, label %33, !llvm.loop !9

45:                                               ; preds = %33, %28
  %46 = phi i32 [ %25, %28 ], [ %40, %33 ]
  %47 = and i1 %11, %26
  br i1 %47, label %48, label %50

48:                                               ; preds = %45
  %49 = sub nsw i32 0, %46
  store i32 %49, ptr addrspace(1) %12, align 4, !tbaa !5
  br label %50

50:                                               ; preds = %48, %45, %13
  %51 = phi i32 [ 1, %48 ], [ 4, %13 ], [ 0, %45 ]
  %52 = phi i32 [ %46, %48 ], [ %25, %13 ], [ %46, %45 ]
  switch i32 %51, label %57 [
    i32 0, label %53
    i32 4, label %53
  ]

53:                                               ; preds = %50, %50
  %54 = add nuw nsw i32 %16, 1
  %55 = icmp uge i32 %16, %5
  %56 = icmp eq i32 %16, %5
  br i1 %56, label %57, label %13, !llvm.loop !11

57:                                               ; preds = %53, %50
  %58 = phi i1 [ %55, %53 ], [ %14, %50 ]
  br i1 %58, label %59, label %64

59:                                               ; preds = %57
  %60 = tail call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %61 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %60)
  %62 = mul nuw nsw i32 %61, 100000
  %63 = add nsw i32 %62, %52
  store i32 %63, ptr addrspace(1) %12, align 4, !tbaa !5
  br label %64

64:                                               ; preds = %59, %57
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

attributes #0 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
