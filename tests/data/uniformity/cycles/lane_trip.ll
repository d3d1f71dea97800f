; Seed 003, "Temporal Divergence": lane l leaves the loop after max(l, 1) iterations
; (%i1 = i + 1 < %id), so threads converged at H's first instance leave it in different
; iterations: a divergent cycle exit, which LLVM lists (CYCLES WITH DIVERGENT EXIT).
; Lane l's first header instance is followed by max(l, 1) - 1 more.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @lane_trip(ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  br label %H

H:
  %i = phi i32 [ 0, %entry ], [ %i1, %H ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %id
  br i1 %c, label %H, label %X

X:
  store i32 %i1, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
