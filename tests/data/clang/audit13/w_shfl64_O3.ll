; ModuleID = '/tmp/a13build/w32_O3.ll'
source_filename = "a13.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z8h_shfl64PKdPKxPdPx(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef writeonly %2, ptr addrspace(1) nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %6
  %8 = load double, ptr addrspace(1) %7, align 8, !tbaa !5
  %9 = bitcast double %8 to i64
  %10 = trunc i64 %9 to i32
  %11 = icmp sgt i32 %5, 15
  %12 = shl i32 %5, 2
  %13 = add i32 %12, 64
  %14 = select i1 %11, i32 %12, i32 %13
  %15 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %14, i32 %10)
  %16 = lshr i64 %9, 32
  %17 = trunc nuw i64 %16 to i32
  %18 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %14, i32 %17)
  %19 = zext i32 %18 to i64
  %20 = shl nuw i64 %19, 32
  %21 = zext i32 %15 to i64
  %22 = or disjoint i64 %20, %21
  %23 = bitcast i64 %22 to double
  %24 = fadd contract double %8, %23
  %25 = bitcast double %24 to i64
  %26 = trunc i64 %25 to i32
  %27 = icmp sgt i32 %5, 23
  %28 = shl i32 %5, 2
  %29 = add i32 %28, 32
  %30 = select i1 %27, i32 %28, i32 %29
  %31 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %30, i32 %26)
  %32 = lshr i64 %25, 32
  %33 = trunc nuw i64 %32 to i32
  %34 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %30, i32 %33)
  %35 = zext i32 %34 to i64
  %36 = shl nuw i64 %35, 32
  %37 = zext i32 %31 to i64
  %38 = or disjoint i64 %36, %37
  %39 = bitcast i64 %38 to double
  %40 = fadd contract double %24, %39
  %41 = bitcast double %40 to i64
  %42 = trunc i64 %41 to i32
  %43 = icmp sgt i32 %5, 27
  %44 = shl i32 %5, 2
  %45 = add i32 %44, 16
  %46 = select i1 %43, i32 %44, i32 %45
  %47 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %46, i32 %42)
  %48 = lshr i64 %41, 32
  %49 = trunc nuw i64 %48 to i32
  %50 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %46, i32 %49)
  %51 = zext i32 %50 to i64
  %52 = shl nuw i64 %51, 32
  %53 = zext i32 %47 to i64
  %54 = or disjoint i64 %52, %53
  %55 = bitcast i64 %54 to double
  %56 = fadd contract double %40, %55
  %57 = bitcast double %56 to i64
  %58 = trunc i64 %57 to i32
  %59 = icmp sgt i32 %5, 29
  %60 = shl i32 %5, 2
  %61 = add i32 %60, 8
  %62 = select i1 %59, i32 %60, i32 %61
  %63 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %62, i32 %58)
  %64 = lshr i64 %57, 32
  %65 = trunc nuw i64 %64 to i32
  %66 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %62, i32 %65)
  %67 = zext i32 %66 to i64
  %68 = shl nuw i64 %67, 32
  %69 = zext i32 %63 to i64
  %70 = or disjoint i64 %68, %69
  %71 = bitcast i64 %70 to double
  %72 = fadd contract double %56, %71
  %73 = bitcast double %72 to i64
  %74 = trunc i64 %73 to i32
  %75 = icmp slt i32 %5, 31
  %76 = zext i1 %75 to i32
  %77 = add nsw i32 %5, %76
  %78 = shl i32 %77, 2
  %79 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %78, i32 %74)
  %80 = lshr i64 %73, 32
  %81 = trunc nuw i64 %80 to i32
  %82 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %78, i32 %81)
  %83 = zext i32 %82 to i64
  %84 = shl nuw i64 %83, 32
  %85 = zext i32 %79 to i64
  %86 = or disjoint i64 %84, %85
  %87 = bitcast i64 %86 to double
  %88 = fadd contract double %72, %87
  %89 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %6
  %90 = load i64, ptr addrspace(1) %89, align 8, !tbaa !9
  %91 = load i64, ptr addrspace(1) %1, align 8, !tbaa !9
  %92 = trunc i64 %91 to i32
  %93 = trunc i64 %90 to i32
  %94 = shl i32 %92, 2
  %95 = and i32 %94, 124
  %96 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %95, i32 %93)
  %97 = lshr i64 %90, 32
  %98 = trunc nuw i64 %97 to i32
  %99 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %95, i32 %98)
  %100 = zext i32 %99 to i64
  %101 = shl nuw i64 %100, 32
  %102 = zext i32 %96 to i64
  %103 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %6
  store double %88, ptr addrspace(1) %103, align 8, !tbaa !5
  %104 = add nsw i64 %102, %6
  %105 = add i64 %104, %101
  %106 = getelementptr inbounds i64, ptr addrspace(1) %3, i64 %6
  store i64 %105, ptr addrspace(1) %106, align 8, !tbaa !9
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
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
