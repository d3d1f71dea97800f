; A HIP kernel with a wave ballot next to vectorizable memory operations: each work-item
; reads in[2id], in[2id+1]; the ballot of (in[2id] > in[2id+1]) is a convergent wave
; operation; out[2id] and out[2id+1] get the pair swapped plus the ballot's low word.
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define protected amdgpu_kernel void @ballot_pair(ptr addrspace(1) noundef %out, ptr addrspace(1) noundef %in) #0 {
entry:
  %id = tail call i32 @llvm.amdgcn.workitem.id.x()
  %two = shl i32 %id, 1
  %i0 = zext i32 %two to i64
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i0
  %a = load i32, ptr addrspace(1) %p0, align 8
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 1
  %b = load i32, ptr addrspace(1) %p1, align 4
  %gt = icmp sgt i32 %a, %b
  %bal = tail call i64 @llvm.amdgcn.ballot.i64(i1 %gt)
  %lo = trunc i64 %bal to i32
  %x = add i32 %b, %lo
  %y = add i32 %a, %lo
  %q0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i0
  store i32 %x, ptr addrspace(1) %q0, align 8
  %q1 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 1
  store i32 %y, ptr addrspace(1) %q1, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #2
declare i64 @llvm.amdgcn.ballot.i64(i1) #1
attributes #0 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "target-cpu"="gfx90a" }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind speculatable willreturn memory(none) }
