; opt-19 -passes='default<O2>' of bool_load.ll, as printed (zext nneg of the loaded byte: the range lets it drop the trunc/zext pair)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @k(ptr addrspace(1) nocapture readonly %in, ptr addrspace(1) nocapture writeonly %out) local_unnamed_addr #0 {
entry:
  %id = tail call i32 @llvm.amdgcn.workitem.id.x()
  %0 = sext i32 %id to i64
  %p = getelementptr i8, ptr addrspace(1) %in, i64 %0
  %b = load i8, ptr addrspace(1) %p, align 1, !range !0, !noundef !1
  %t = zext nneg i8 %b to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %0
  store i32 %t, ptr addrspace(1) %q, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{i8 0, i8 2}
!1 = !{}
