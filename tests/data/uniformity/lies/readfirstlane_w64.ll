; AMDGPU's lane intrinsics at wave64 (gfx90a): mbcnt.lo/hi count the lanes below this one
; (the lane's id: divergent, and everything it reaches), readfirstlane broadcasts the first
; active lane's value (uniform whatever its operand: %first, %f2). %j joins %f2 (lanes with
; lane & 7 == 5) and %first (the others): divergent, they differ where x[5] + 1 != 3 x[0].
; %half = lane >> 5 is 0 in lanes 0-31 and 1 in lanes 32-63: a lie calling it uniform is
; refuted only where both halves of the wave run (see readfirstlane_w32.ll).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @intr_w64(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {
entry:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %lane
  %x = load i32, ptr addrspace(1) %p, align 4
  %v = mul i32 %x, 3
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  %half = lshr i32 %lane, 5
  %low = and i32 %lane, 7
  %odd = icmp eq i32 %low, 5
  br i1 %odd, label %side, label %join

side:
  %w = add i32 %x, 1
  %f2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %w)
  br label %join

join:
  %j = phi i32 [ %f2, %side ], [ %first, %entry ]
  %s = add i32 %first, %lane
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %lane
  store i32 %j, ptr addrspace(1) %q, align 4
  %q2 = getelementptr inbounds i32, ptr addrspace(1) %q, i32 64
  store i32 %s, ptr addrspace(1) %q2, align 4
  %q3 = getelementptr inbounds i32, ptr addrspace(1) %q2, i32 64
  store i32 %half, ptr addrspace(1) %q3, align 4
  ret void
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

attributes #0 = { "target-cpu"="gfx90a" }
