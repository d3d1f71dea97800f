; Class: constant folding of AMDGPU wave reductions of a constant (llvm/llvm-project
; PR #193142 took wave.reduce.add/sub/xor out of constant folding: a sum of C over the
; active lanes is C times their count, an xor of C is C or 0 by their parity; PR #198673
; pins it down; llvm/offload-test-suite#1058 is the same fold of HLSL's WaveActiveBitXor
; under `if (id % 2)`). umin/umax of a constant is the constant: that fold stays.
target triple = "amdgcn-amd-amdhsa"

define void @reduce_const(ptr %out) #0 {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %all = call i32 @llvm.amdgcn.wave.reduce.add.i32(i32 3, i32 0)
  %m = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 7, i32 0)
  %odd = and i32 %id, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %join

then:
  %x = call i32 @llvm.amdgcn.wave.reduce.xor.i32(i32 5, i32 0)
  br label %join

join:
  %r = phi i32 [ %x, %then ], [ 0, %entry ]
  %s = add i32 %all, %r
  %t = mul i32 %s, %m
  store i32 %t, ptr %out
  ret void
}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @llvm.amdgcn.wave.reduce.add.i32(i32, i32 immarg) convergent
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) convergent
declare i32 @llvm.amdgcn.wave.reduce.xor.i32(i32, i32 immarg) convergent

attributes #0 = { convergent "target-cpu"="gfx90a" }
