; A loop of %n iterations (a kernel parameter: uniform) and a test of %n against 100000:
; the probe dispatch with %n = 100000 runs out of the schedule's step budget, which must
; leave the verdict to the drawn schedules (every claim of opt-19 is true here: %i, the
; exit and %big are uniform, %id and %v divergent).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @uniform_long_loop(ptr addrspace(1) %out, i32 %n) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %big = icmp eq i32 %n, 100000
  br label %H

H:
  %i = phi i32 [ 0, %entry ], [ %i1, %H ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %H, label %X

X:
  %v = select i1 %big, i32 %id, i32 %i1
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
