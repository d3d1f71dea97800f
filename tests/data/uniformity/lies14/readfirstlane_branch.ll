; readfirstlane in a divergent branch: %f (the first active lane's x) is uniform among the
; converged lanes of %T; at the join %j = phi [%f, %T], [%x, %entry] is divergent, as is
; its input %x (in[id]). %g = readfirstlane(%j) after the join is uniform again.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @readfirstlane_branch(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %id
  %x = load i32, ptr addrspace(1) %p, align 4
  %bit = and i32 %id, 4
  %c = icmp eq i32 %bit, 0
  br i1 %c, label %T, label %J

T:
  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
  br label %J

J:
  %j = phi i32 [ %f, %T ], [ %x, %entry ]
  %g = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %j)
  %r = add i32 %j, %g
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
