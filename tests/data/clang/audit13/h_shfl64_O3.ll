; ModuleID = '/tmp/a13build/hip_O3.ll'
source_filename = "a13.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z8h_shfl64PKdPKxPdPx(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef writeonly %2, ptr addrspace(1) nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %6 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %5)
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %7
  %9 = load double, ptr addrspace(1) %8, align 8, !tbaa !5
  %10 = bitcast double %9 to i64
  %11 = trunc i64 %10 to i32
  %12 = icmp sgt i32 %6, 31
  %13 = shl i32 %6, 2
  %14 = add i32 %13, 128
  %15 = select i1 %12, i32 %13, i32 %14
  %16 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %15, i32 %11)
  %17 = lshr i64 %10, 32
  %18 = trunc nuw i64 %17 to i32
  %19 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %15, i32 %18)
  %20 = zext i32 %19 to i64
  %21 = shl nuw i64 %20, 32
  %22 = zext i32 %16 to i64
  %23 = or disjoint i64 %21, %22
  %24 = bitcast i64 %23 to double
  %25 = fadd contract double %9, %24
  %26 = bitcast double %25 to i64
  %27 = trunc i64 %26 to i32
  %28 = icmp sgt i32 %6, 47
  %29 = shl i32 %6, 2
  %30 = add i32 %29, 64
  %31 = select i1 %28, i32 %29, i32 %30
  %32 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %31, i32 %27)
  %33 = lshr i64 %26, 32
  %34 = trunc nuw i64 %33 to i32
  %35 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %31, i32 %34)
  %36 = zext i32 %35 to i64
  %37 = shl nuw i64 %36, 32
  %38 = zext i32 %32 to i64
  %39 = or disjoint i64 %37, %38
  %40 = bitcast i64 %39 to double
  %41 = fadd contract double %25, %40
  %42 = bitcast double %41 to i64
  %43 = trunc i64 %42 to i32
  %44 = icmp sgt i32 %6, 55
  %45 = shl i32 %6, 2
  %46 = add i32 %45, 32
  %47 = select i1 %44, i32 %45, i32 %46
  %48 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %47, i32 %43)
  %49 = lshr i64 %42, 32
  %50 = trunc nuw i64 %49 to i32
  %51 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %47, i32 %50)
  %52 = zext i32 %51 to i64
  %53 = shl nuw i64 %52, 32
  %54 = zext i32 %48 to i64
  %55 = or disjoint i64 %53, %54
  %56 = bitcast i64 %55 to double
  %57 = fadd contract double %41, %56
  %58 = bitcast double %57 to i64
  %59 = trunc i64 %58 to i32
  %60 = icmp sgt i32 %6, 59
  %61 = shl i32 %6, 2
  %62 = add i32 %61, 16
  %63 = select i1 %60, i32 %61, i32 %62
  %64 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %63, i32 %59)
  %65 = lshr i64 %58, 32
  %66 = trunc nuw i64 %65 to i32
  %67 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %63, i32 %66)
  %68 = zext i32 %67 to i64
  %69 = shl nuw i64 %68, 32
  %70 = zext i32 %64 to i64
  %71 = or disjoint i64 %69, %70
  %72 = bitcast i64 %71 to double
  %73 = fadd contract double %57, %72
  %74 = bitcast double %73 to i64
  %75 = trunc i64 %74 to i32
  %76 = icmp sgt i32 %6, 61
  %77 = shl i32 %6, 2
  %78 = add i32 %77, 8
  %79 = select i1 %76, i32 %77, i32 %78
  %80 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %79, i32 %75)
  %81 = lshr i64 %74, 32
  %82 = trunc nuw i64 %81 to i32
  %83 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %79, i32 %82)
  %84 = zext i32 %83 to i64
  %85 = shl nuw i64 %84, 32
  %86 = zext i32 %80 to i64
  %87 = or disjoint i64 %85, %86
  %88 = bitcast i64 %87 to double
  %89 = fadd contract double %73, %88
  %90 = bitcast double %89 to i64
  %91 = trunc i64 %90 to i32
  %92 = icmp slt i32 %6, 63
  %93 = zext i1 %92 to i32
  %94 = add nsw i32 %6, %93
  %95 = shl i32 %94, 2
  %96 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %95, i32 %91)
  %97 = lshr i64 %90, 32
  %98 = trunc nuw i64 %97 to i32
  %99 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %95, i32 %98)
  %100 = zext i32 %99 to i64
  %101 = shl nuw i64 %100, 32
  %102 = zext i32 %96 to i64
  %103 = or disjoint i64 %101, %102
  %104 = bitcast i64 %103 to double
  %105 = fadd contract double %89, %104
  %106 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %7
  %107 = load i64, ptr addrspace(1) %106, align 8, !tbaa !9
  %108 = load i64, ptr addrspace(1) %1, align 8, !tbaa !9
  %109 = trunc i64 %108 to i32
  %110 = trunc i64 %107 to i32
  %111 = shl i32 %109, 2
  %112 = and i32 %111, 252
  %113 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %112, i32 %110)
  %114 = lshr i64 %107, 32
  %115 = trunc nuw i64 %114 to i32
  %116 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %112, i32 %115)
  %117 = zext i32 %116 to i64
  %118 = shl nuw i64 %117, 32
  %119 = zext i32 %113 to i64
  %120 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %7
  store double %105, ptr addrspace(1) %120, align 8, !tbaa !5
  %121 = add nsw i64 %119, %7
  %122 = add i64 %121, %118
  %123 = getelementptr inbounds i64, ptr addrspace(1) %3, i64 %7
  store i64 %122, ptr addrspace(1) %123, align 8, !tbaa !9
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
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
