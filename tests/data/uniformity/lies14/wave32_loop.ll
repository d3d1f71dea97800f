; A 32-lane wave (gfx1100, +wavefrontsize32): lane l (mbcnt) runs %H (l >> 3) + 1 times
; (lanes 0-7 once ... 24-31 four times); %t, the ballot of %more inside the loop, is
; uniform per iteration; %last = %t after the loop (its token-free use outside the cycle)
; is divergent: lane 0 leaves with the first iteration's ballot, lane 31 with the fourth's.
; %s = %acc after the loop (the sum of the iterations' %i) differs too.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @wave32_loop(ptr addrspace(1) %out) #0 {
entry:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %n = lshr i32 %lo, 3
  br label %H

H:
  %i = phi i32 [ 0, %entry ], [ %i1, %H ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %H ]
  %i1 = add i32 %i, 1
  %acc1 = add i32 %acc, %i
  %more = icmp ult i32 %i, %n
  %t = call i32 @llvm.amdgcn.ballot.i32(i1 %more)
  br i1 %more, label %H, label %X

X:
  %last = add i32 %t, 0
  %s = add i32 %acc1, %last
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %lo
  store i32 %s, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.ballot.i32(i1)

attributes #0 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }
