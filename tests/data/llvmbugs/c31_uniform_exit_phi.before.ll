; Class: a loop-exit phi of constants taken for uniform (llvm/llvm-project PR #216100,
; "[UniformityAnalysis] Add test for missed cycle exit PHI divergence", fixed by PR
; #216296: the analysis saw no value from inside the cycle, only constants arriving from
; a divergent and a uniform exit), so AMDGPUUniformIntrinsicCombine (PR #116953) drops
; the readlane of it as a no-op on a uniform value. Lanes 0 and 1 leave through the
; header's divergent exit with 1, the others after two trips through the latch with 2;
; readlane(p, 0) is lane 0's 1 for every lane.
target triple = "amdgcn-amd-amdhsa"

define void @exit_phi(ptr %out, i32 inreg %u) #0 {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp ult i32 %i, %id
  br i1 %more, label %latch, label %exit

latch:
  %i.next = add i32 %i, 1
  %last = icmp eq i32 %i.next, 2
  br i1 %last, label %exit, label %header

exit:
  %p = phi i32 [ 1, %header ], [ 2, %latch ]
  %ru = call i32 @llvm.amdgcn.readlane.i32(i32 %u, i32 0)
  %rp = call i32 @llvm.amdgcn.readlane.i32(i32 %p, i32 0)
  %hi = shl i32 %ru, 4
  %r = or i32 %hi, %rp
  store i32 %r, ptr %out
  ret void
}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) convergent

attributes #0 = { convergent "target-cpu"="gfx1030" }
