; Fixed (c07 FIXED's repair, what PR #166452's discussion proposes for a degenerate loop):
; the loop token replaced by its parent, the entry token, before the merge. A heart
; outside any cycle runs once per thread: its threads are the parent's that reach it.
target triple = "spirv-unknown-vulkan1.3-compute"

define i32 @kernel(i32 %x) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %b1 = icmp sgt i32 %x, 4
  br i1 %b1, label %while.body, label %while.end

while.body:
  %any = call i1 @llvm.spv.wave.any(i1 %b1) [ "convergencectrl"(token %e) ]
  %nb = select i1 %any, i1 false, i1 %b1
  br label %while.end

while.end:
  %b = phi i1 [ %b1, %entry ], [ %nb, %while.body ]
  %g = call i1 @llvm.spv.wave.any(i1 %b) [ "convergencectrl"(token %e) ]
  %n = call i32 @llvm.spv.wave.active.countbits(i1 %b) [ "convergencectrl"(token %e) ]
  %gz = zext i1 %g to i32
  %hi = shl i32 %n, 1
  %r = or i32 %hi, %gz
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i1 @llvm.spv.wave.any(i1) convergent
declare i32 @llvm.spv.wave.active.countbits(i1) convergent

attributes #0 = { convergent }
