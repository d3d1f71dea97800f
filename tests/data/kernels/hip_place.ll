; A HIP kernel as clang writes it (amdgpu_kernel, addrspace(1) output, attribute
; groups): each work-item with x + id > 2 finds its place among them with ballot + mbcnt.
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define protected amdgpu_kernel void @_Z5placePii(ptr addrspace(1) noundef writeonly %out, i32 noundef %x) local_unnamed_addr #0 {
entry:
  %id = tail call i32 @llvm.amdgcn.workitem.id.x()
  %y = add i32 %x, %id
  %p = icmp sgt i32 %y, 2
  %b = tail call i64 @llvm.amdgcn.ballot.i64(i1 %p)
  %lo = trunc i64 %b to i32
  %hs = lshr i64 %b, 32
  %hi = trunc i64 %hs to i32
  %m0 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 %lo, i32 0)
  %m = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 %hi, i32 %m0)
  br i1 %p, label %then, label %end

then:
  %m1 = add i32 %m, 1
  store i32 %m1, ptr addrspace(1) %out, align 4
  br label %end

end:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #2
declare i64 @llvm.amdgcn.ballot.i64(i1) #1
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "target-cpu"="gfx90a" }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind speculatable willreturn memory(none) }
