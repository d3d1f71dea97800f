; ModuleID = '/tmp/a12build/hip_O3.ll'
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
  %13 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %10
  br label %14

14:                                               ; preds = %57, %2
  %15 = phi i1 [ false, %2 ], [ %59, %57 ]
  %16 = phi i32 [ 0, %2 ], [ %56, %57 ]
  %17 = phi i32 [ 0, %2 ], [ %58, %57 ]
  %18 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %19 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %18, i1 true)
  %20 = icmp eq i64 %18, 0
  %21 = trunc nuw nsw i64 %19 to i32
  %22 = select i1 %20, i32 -1, i32 %21
  %23 = icmp eq i32 %5, %22
  %24 = add nsw i32 %16, 1000
  %25 = select i1 %23, i32 %24, i32 %16
  %26 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %18)
  %27 = trunc nuw nsw i64 %26 to i32
  %28 = add nsw i32 %25, %27
  %29 = icmp eq i32 %17, 1
  %30 = and i1 %8, %29
  br i1 %30, label %54, label %31

31:                                               ; preds = %14
  %32 = add nuw nsw i32 %17, %9
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %49, label %34

34:                                               ; preds = %31
  %35 = load i32, ptr addrspace(1) %11, align 4, !tbaa !5
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi i32 [ 0, %34 ], [ %45, %36 ]
  %38 = phi i32 [ %28, %34 ], [ %44, %36 ]
  %39 = icmp sgt i32 %35, %37
  %40 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %39)
  %41 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %40)
  %42 = trunc nuw nsw i64 %41 to i32
  %43 = mul nuw nsw i32 %42, 100
  %44 = add nsw i32 %43, %38
  %45 = add nuw nsw i32 %37, 1
  %46 = icmp ugt i32 %37, 2
  %47 = icmp eq i32 %45, %32
  %48 = select i1 %46, i1 true, i1 %47
  br i1 %48, label %49, label %36, !llvm.loop !9

49:                                               ; preds = %36, %31
  %50 = phi i32 [ %28, %31 ], [ %44, %36 ]
  %51 = and i1 %12, %29
  br i1 %51, label %52, label %54

52:                                               ; preds = %49
  %53 = sub nsw i32 0, %50
  store i32 %53, ptr addrspace(1) %13, align 4, !tbaa !5
  br label %54

54:                                               ; preds = %52, %49, %14
  %55 = phi i32 [ 1, %52 ], [ 4, %14 ], [ 0, %49 ]
  %56 = phi i32 [ %50, %52 ], [ %28, %14 ], [ %50, %49 ]
  switch i32 %55, label %61 [
    i32 0, label %57
    i32 4, label %57
  ]

57:                                               ; preds = %54, %54
  %58 = add nuw nsw i32 %17, 1
  %59 = icmp uge i32 %17, %6
  %60 = icmp eq i32 %17, %6
  br i1 %60, label %61, label %14, !llvm.loop !11

61:                                               ; preds = %57, %54
  %62 = phi i1 [ %59, %57 ], [ %15, %54 ]
  br i1 %62, label %63, label %69

63:                                               ; preds = %61
  %64 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %65 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %64)
  %66 = trunc nuw nsw i64 %65 to i32
  %67 = mul nuw nsw i32 %66, 100000
  %68 = add nsw i32 %67, %56
  store i32 %68, ptr addrspace(1) %13, align 4, !tbaa !5
  br label %69

69:                                               ; preds = %63, %61
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
