; LLVM 22.1 `loop-deletion` (also in O2 and O3; LLVM 19.1.7 keeps the loop): a loop that only
; counts to 3 looks dead because nothing it computes leaves through a phi of its exit block,
; but its heart %heart controls the ballot after it. A token cannot go through an LCSSA phi
; (seed 000, "Dynamic Instances and Convergence Tokens": no phi of a token), so the pass does
; not see the use, and `deleteDeadLoop` stops at its assertion "Unexpected user in reachable
; block" (a build without assertions leaves `token poison` on the ballot, which the verifier
; rejects). llvm/llvm-project#156651, open fix PR #223119 (c44 in tests/data/llvmbugs).
;   fuzzfarm validate live-out-heart.ll --pipeline loop-deletion

define i32 @kernel(ptr %out, i1 %p) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %heart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i.next, 3
  br i1 %more, label %loop, label %exit

exit:
  %ballot = call i64 @llvm.amdgcn.ballot.i64(i1 %p) [ "convergencectrl"(token %heart) ]
  store i64 %ballot, ptr %out, align 8
  ret i32 0
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.loop() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
