; The same IndVarSimplify sinking (LLVM 19.1.7 and 22.1) with convergent operations in the loop:
; a loop with no heart may hold operations under an anchor of its own (seed 000, "Static Rules":
; only a token defined outside a cycle and used inside it needs a heart), so the entry token is
; still unused there and is sunk into the exit block. In O1..O3 the loop (trip count 2) is then
; fully unrolled and its blocks merged back into the entry block, so the verifier's complaint
; becomes "Entry intrinsic cannot be preceded by a convergent operation in the same basic block"
; (the unrolled ballots now come first); `indvars` alone gives "can occur only in the entry block".
; Reduced from the LOOPJUMP kernel of tests/test_grouping_reach_jumps.py (a loop whose header
; jumps into the middle of an elect's region), where O2 first showed it.
;   opt-19 -passes=indvars heartless-loop-anchor.ll -S                          (verifier error)
;   fuzzfarm opt heartless-loop-anchor.ll --opt opt-19 --pipeline 'default<O2>'   (exit 1)
;   fuzzfarm opt heartless-loop-anchor.ll --pipeline O2                           (LLVM 22.1, exit 1)
define void @kernel(ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %a = call token @llvm.experimental.convergence.anchor()
  %some = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %a) ]
  %slot = getelementptr inbounds i64, ptr %out, i32 %i
  store i64 %some, ptr %slot, align 8
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i.next, 2
  br i1 %more, label %loop, label %exit

exit:
  %all = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %tok) ]
  %last = getelementptr inbounds i64, ptr %out, i32 2
  store i64 %all, ptr %last, align 8
  ret void
}

declare i64 @subgroupBallot(i1) convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
