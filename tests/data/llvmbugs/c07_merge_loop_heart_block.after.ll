; Buggy: the blocks merged as they are; the loop intrinsic now follows the entry
; intrinsic in one block (LLVM's verifier: "Loop intrinsic cannot be preceded by a
; convergent operation in the same basic block").
target triple = "amdgcn-amd-amdhsa"

define i64 @merge_heart(i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %p = icmp sgt i32 %x, 4
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %b = call i64 @subgroupBallot(i1 %p) [ "convergencectrl"(token %l) ]
  %q = xor i1 %p, true
  %b2 = call i64 @subgroupBallot(i1 %q) [ "convergencectrl"(token %e) ]
  %r = xor i64 %b, %b2
  ret i64 %r
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i64 @subgroupBallot(i1) convergent
