; ModuleID = '/tmp/a12build/hip_O1.ll'
source_filename = "a12.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z15h_reconv_nestedPKiPi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #2 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %5 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %4)
  %6 = and i32 %5, 3
  %7 = and i32 %5, 4
  %8 = icmp ne i32 %7, 0
  %9 = and i32 %5, 1
  %10 = zext nneg i32 %3 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10
  %12 = icmp eq i32 %5, 5
  %13 = zext nneg i32 %3 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %13
  br label %15

15:                                               ; preds = %58, %2
  %16 = phi i1 [ false, %2 ], [ %60, %58 ]
  %17 = phi i32 [ 0, %2 ], [ %57, %58 ]
  %18 = phi i32 [ 0, %2 ], [ %59, %58 ]
  %19 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %20 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %19, i1 true)
  %21 = icmp eq i64 %19, 0
  %22 = trunc nuw nsw i64 %20 to i32
  %23 = select i1 %21, i32 -1, i32 %22
  %24 = icmp eq i32 %5, %23
  %25 = add nsw i32 %17, 1000
  %26 = select i1 %24, i32 %25, i32 %17
  %27 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %19)
  %28 = trunc nuw nsw i64 %27 to i32
  %29 = add nsw i32 %26, %28
  %30 = icmp eq i32 %18, 1
  %31 = and i1 %8, %30
  br i1 %31, label %55, label %32

32:                                               ; preds = %15
  %33 = add nuw nsw i32 %18, %9
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %50, label %35

35:                                               ; preds = %32
  %36 = load i32, ptr addrspace(1) %11, align 4, !tbaa !5
  br label %37

37:                                               ; preds = %37, %35
  %38 = phi i32 [ 0, %35 ], [ %46, %37 ]
  %39 = phi i32 [ %29, %35 ], [ %45, %37 ]
  %40 = icmp sgt i32 %36, %38
  %41 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %40)
  %42 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %41)
  %43 = trunc nuw nsw i64 %42 to i32
  %44 = mul nuw nsw i32 %43, 100
  %45 = add nsw i32 %44, %39
  %46 = add nuw nsw i32 %38, 1
  %47 = icmp ugt i32 %38, 2
  %48 = icmp eq i32 %46, %33
  %49 = select i1 %47, i1 true, i1 %48
  br i1 %49, label %50, label %37, !llvm.loop !9

50:                                               ; preds = %37, %32
  %51 = phi i32 [ %29, %32 ], [ %45, %37 ]
  %52 = and i1 %12, %30
  br i1 %52, label %53, label %55

53:                                               ; preds = %50
  %54 = sub nsw i32 0, %51
  store i32 %54, ptr addrspace(1) %14, align 4, !tbaa !5
  br label %55

55:                                               ; preds = %53, %50, %15
  %56 = phi i32 [ 1, %53 ], [ 4, %15 ], [ 0, %50 ]
  %57 = phi i32 [ %51, %53 ], [ %29, %15 ], [ %51, %50 ]
  switch i32 %56, label %62 [
    i32 0, label %58
    i32 4, label %58
  ]

58:                                               ; preds = %55, %55
  %59 = add nuw nsw i32 %18, 1
  %60 = icmp uge i32 %18, %6
  %61 = icmp eq i32 %18, %6
  br i1 %61, label %62, label %15, !llvm.loop !12

62:                                               ; preds = %58, %55
  %63 = phi i1 [ %60, %58 ], [ %16, %55 ]
  br i1 %63, label %64, label %72

64:                                               ; preds = %62
  %65 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %66 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %65)
  %67 = trunc nuw nsw i64 %66 to i32
  %68 = mul nuw nsw i32 %67, 100000
  %69 = add nsw i32 %68, %57
  %70 = zext nneg i32 %3 to i64
  %71 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %70
  store i32 %69, ptr addrspace(1) %71, align 4, !tbaa !5
  br label %72

72:                                               ; preds = %64, %62
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

attributes #0 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
