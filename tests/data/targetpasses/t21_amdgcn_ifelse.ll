; amdgcn dialect, gfx1030 (wave32): ballot/readfirstlane/mbcnt lane id under a divergent
; branch in an entry kernel.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
entry:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %c = icmp ult i32 %lo, 5
  br i1 %c, label %then, label %else
then:
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %lo)
  %s = add i32 %b, %f
  br label %join
else:
  %b2 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %join
join:
  %r = phi i32 [ %s, %then ], [ %b2, %else ]
  %m = call i32 @llvm.amdgcn.wave.reduce.umin.i32(i32 %r, i32 0)
  %v = add i32 %r, %m
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %lo
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.ballot.i32(i1) convergent
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @llvm.amdgcn.wave.reduce.umin.i32(i32, i32) convergent

attributes #0 = { "target-cpu"="gfx1030" }
