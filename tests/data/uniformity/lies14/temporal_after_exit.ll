; Temporal divergence (seed 003): lane l runs the loop's body (l & 3) + 1 times. Inside the
; loop %i is uniform (converged instances of %H are one iteration: the same %i), but its
; use after the exit, %after = %i * 4 in %X, is divergent: lanes leaving in different
; iterations carry different %i (lane 0: 0, lane 1: 1, ...). opt-19 marks %after divergent
; (a use outside the cycle with a divergent exit) and lists the loop.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @temporal_after_exit(ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %n = and i32 %id, 3
  br label %H

H:
  %i = phi i32 [ 0, %entry ], [ %i1, %H ]
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i, %n
  br i1 %more, label %H, label %X

X:
  %after = mul i32 %i, 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %after, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
