; lane_trip's loop in a device function the kernel calls with its lane id: lane l leaves
; @trip's %H after max(l, 1) iterations, so its exit is divergent (LLVM lists it in @trip's
; report). The record names @trip's blocks %H@trip: a report without the line is refuted
; there, as in the kernel.
target triple = "amdgcn-amd-amdhsa"

define internal i32 @trip(i32 %id) noinline {
entry:
  br label %H

H:
  %i = phi i32 [ 0, %entry ], [ %i1, %H ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %id
  br i1 %c, label %H, label %X

X:
  ret i32 %i1
}

define amdgpu_kernel void @callee_trip(ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @trip(i32 %id)
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
