; ModuleID = '/tmp/a12build/w32_O1.ll'
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
  %12 = zext nneg i32 %3 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  br label %14

14:                                               ; preds = %54, %2
  %15 = phi i1 [ false, %2 ], [ %56, %54 ]
  %16 = phi i32 [ 0, %2 ], [ %53, %54 ]
  %17 = phi i32 [ 0, %2 ], [ %55, %54 ]
  %18 = tail call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %19 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %18, i1 true)
  %20 = icmp eq i32 %18, 0
  %21 = select i1 %20, i32 -1, i32 %19
  %22 = icmp eq i32 %4, %21
  %23 = add nsw i32 %16, 1000
  %24 = select i1 %22, i32 %23, i32 %16
  %25 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %18)
  %26 = add nsw i32 %24, %25
  %27 = icmp eq i32 %17, 1
  %28 = and i1 %7, %27
  br i1 %28, label %51, label %29

29:                                               ; preds = %14
  %30 = add nuw nsw i32 %17, %8
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %46, label %32

32:                                               ; preds = %29
  %33 = load i32, ptr addrspace(1) %10, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %34, %32
  %35 = phi i32 [ 0, %32 ], [ %42, %34 ]
  %36 = phi i32 [ %26, %32 ], [ %41, %34 ]
  %37 = icmp sgt i32 %33, %35
  %38 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %37)
  %39 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %38)
  %40 = mul nuw nsw i32 %39, 100
  %41 = add nsw i32 %40, %36
  %42 = add nuw nsw i32 %35, 1
  %43 = icmp ugt i32 %35, 2
  %44 = icmp eq i32 %42, %30
  %45 = select i1 %43, i1 true, i1 %44
  br i1 %45, label %46, label %34, !llvm.loop !9

46:                                               ; preds = %34, %29
  %47 = phi i32 [ %26, %29 ], [ %41, %34 ]
  %48 = and i1 %11, %27
  br i1 %48, label %49, label %51

49:                                               ; preds = %46
  %50 = sub nsw i32 0, %47
  store i32 %50, ptr addrspace(1) %13, align 4, !tbaa !5
  br label %51

51:                                               ; preds = %49, %46, %14
  %52 = phi i32 [ 1, %49 ], [ 4, %14 ], [ 0, %46 ]
  %53 = phi i32 [ %47, %49 ], [ %26, %14 ], [ %47, %46 ]
  switch i32 %52, label %58 [
    i32 0, label %54
    i32 4, label %54
  ]

54:                                               ; preds = %51, %51
  %55 = add nuw nsw i32 %17, 1
  %56 = icmp uge i32 %17, %5
  %57 = icmp eq i32 %17, %5
  br i1 %57, label %58, label %14, !llvm.loop !12

58:                                               ; preds = %54, %51
  %59 = phi i1 [ %56, %54 ], [ %15, %51 ]
  br i1 %59, label %60, label %67

60:                                               ; preds = %58
  %61 = tail call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %62 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %61)
  %63 = mul nuw nsw i32 %62, 100000
  %64 = add nsw i32 %63, %53
  %65 = zext nneg i32 %3 to i64
  %66 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %65
  store i32 %64, ptr addrspace(1) %66, align 4, !tbaa !5
  br label %67

67:                                               ; preds = %60, %58
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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
