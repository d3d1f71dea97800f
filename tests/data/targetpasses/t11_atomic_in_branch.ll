; Atomics under a divergent branch: the ballot of the optimized code must count only the
; lanes in the branch (sub, max, or on one global; old values stored).
target triple = "amdgcn-amd-amdhsa"

@g = addrspace(1) global [4 x i32] zeroinitializer

define amdgpu_kernel void @k(ptr addrspace(1) %out) convergent {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %id
  %odd = and i32 %id, 1
  %c = icmp eq i32 %odd, 1
  br i1 %c, label %then, label %else
then:
  %o1 = atomicrmw sub ptr addrspace(1) @g, i32 2 syncscope("agent") monotonic, align 4
  %g1 = getelementptr [4 x i32], ptr addrspace(1) @g, i32 0, i32 1
  %o2 = atomicrmw max ptr addrspace(1) %g1, i32 %id syncscope("agent") monotonic, align 4
  %s = add i32 %o1, %o2
  br label %join
else:
  %g2 = getelementptr [4 x i32], ptr addrspace(1) @g, i32 0, i32 2
  %o3 = atomicrmw or ptr addrspace(1) %g2, i32 %id syncscope("agent") monotonic, align 4
  br label %join
join:
  %r = phi i32 [ %s, %then ], [ %o3, %else ]
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
