; Class: SimplifyCFG / JumpThreading merging a block that starts with
; llvm.experimental.convergence.loop into its single predecessor, which holds the entry
; intrinsic (llvm/llvm-project#165642, #157459; fixed by PRs #166452 and #170247): a
; "loop" whose body always leaves is no cycle, and the merge puts the loop intrinsic
; behind another convergent operation in one block.
target triple = "amdgcn-amd-amdhsa"

define i64 @merge_heart(i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %p = icmp sgt i32 %x, 4
  br label %head

head:
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %b = call i64 @subgroupBallot(i1 %p) [ "convergencectrl"(token %l) ]
  br label %out

out:
  %q = xor i1 %p, true
  %b2 = call i64 @subgroupBallot(i1 %q) [ "convergencectrl"(token %e) ]
  %r = xor i64 %b, %b2
  ret i64 %r
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i64 @subgroupBallot(i1) convergent
