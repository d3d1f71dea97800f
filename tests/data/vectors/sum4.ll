; A HIP kernel summing four adjacent shorts per work-item, out[id] = in[4id] + ... + in[4id+3]
; (i16): the SLP vectorizer loads them as one <4 x i16> and adds them with llvm.vector.reduce.add.
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define protected amdgpu_kernel void @sum4(ptr addrspace(1) noundef %out, ptr addrspace(1) noundef %in) #0 {
entry:
  %id = tail call i32 @llvm.amdgcn.workitem.id.x()
  %four = shl i32 %id, 2
  %i0 = zext i32 %four to i64
  %p0 = getelementptr inbounds i16, ptr addrspace(1) %in, i64 %i0
  %a = load i16, ptr addrspace(1) %p0, align 16
  %p1 = getelementptr inbounds i16, ptr addrspace(1) %p0, i64 1
  %b = load i16, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr inbounds i16, ptr addrspace(1) %p0, i64 2
  %c = load i16, ptr addrspace(1) %p2, align 8
  %p3 = getelementptr inbounds i16, ptr addrspace(1) %p0, i64 3
  %d = load i16, ptr addrspace(1) %p3, align 4
  %ab = add i16 %a, %b
  %abc = add i16 %ab, %c
  %abcd = add i16 %abc, %d
  %o = zext i32 %id to i64
  %q = getelementptr inbounds i16, ptr addrspace(1) %out, i64 %o
  store i16 %abcd, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #2
attributes #0 = { mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "target-cpu"="gfx90a" }
attributes #2 = { nocallback nofree nounwind speculatable willreturn memory(none) }
