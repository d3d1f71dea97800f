; GVN and SimplifyCFG of LLVM 19.1.7 merge a block into its only predecessor
; although the block begins with a loop intrinsic and the predecessor holds a convergent
; operation: the merged block has the ballot before @llvm.experimental.convergence.loop,
; which seed 000 forbids ("llvm.experimental.convergence.loop": it must precede any other
; convergent operation of its block) and LLVM's verifier rejects: "Loop intrinsic cannot be
; preceded by a convergent operation in the same basic block." The input is well formed: the
; loop intrinsic is in no cycle (no closed path, so no static rule applies to it), as after a
; pass has deleted a loop's back edge (examples/block-merge/README.md).
;   fuzzfarm opt loop-intrinsic-merged.ll --opt opt-19 --pipeline gvn            (exit 1)
;   fuzzfarm opt loop-intrinsic-merged.ll --opt opt-19 --pipeline simplifycfg    (exit 1)
;   fuzzfarm opt loop-intrinsic-merged.ll --pipeline O3 --verify-each            (LLVM 22.1: exit 0)
define i32 @k(i32 %v) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %x = call i32 @subgroupAdd(i32 %v) [ "convergencectrl"(token %e) ]
  br label %next

next:
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %y = call i32 @subgroupMax(i32 %x) [ "convergencectrl"(token %l) ]
  ret i32 %y
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @subgroupAdd(i32) convergent
declare i32 @subgroupMax(i32) convergent
