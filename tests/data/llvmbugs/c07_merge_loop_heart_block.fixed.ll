; Correct: the loop intrinsic that is in no cycle is replaced by its parent token (the
; threads that execute it converged are exactly those converged at %e), then merged.
target triple = "amdgcn-amd-amdhsa"

define i64 @merge_heart(i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %p = icmp sgt i32 %x, 4
  %b = call i64 @subgroupBallot(i1 %p) [ "convergencectrl"(token %e) ]
  %q = xor i1 %p, true
  %b2 = call i64 @subgroupBallot(i1 %q) [ "convergencectrl"(token %e) ]
  %r = xor i64 %b, %b2
  ret i64 %r
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i64 @subgroupBallot(i1) convergent
