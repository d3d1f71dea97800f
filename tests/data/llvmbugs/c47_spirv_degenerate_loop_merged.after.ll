; Buggy (#157459's report; LLVM 19.1.7's `loop-simplify,simplifycfg` and `default<O1>`
; make it, then stop at their verifier): the header merged into the entry block, the loop
; intrinsic behind the entry intrinsic in one block (ill-formed: seed 000, the loop
; intrinsic may follow no convergent operation in its block).
target triple = "spirv-unknown-vulkan1.3-compute"

define i32 @kernel(i32 %x) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %b1 = icmp sgt i32 %x, 4
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br i1 %b1, label %while.body, label %while.end

while.body:
  %any = call i1 @llvm.spv.wave.any(i1 %b1) [ "convergencectrl"(token %l) ]
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
declare token @llvm.experimental.convergence.loop() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i1 @llvm.spv.wave.any(i1) convergent
declare i32 @llvm.spv.wave.active.countbits(i1) convergent

attributes #0 = { convergent }
