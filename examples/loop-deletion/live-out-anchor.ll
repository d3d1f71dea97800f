; The same bug with an anchor: %anchor, made in each iteration of a loop that only counts to
; 3, controls the ballot after it (legal: seed 000's static rules forbid only a closed path
; through a use without the definition). LLVM 22.1 `loop-deletion` stops at deleteDeadLoop's
; assertion "Unexpected user in reachable block"; LLVM 19.1.7 (no assertions) deletes the
; loop and leaves `token poison` on the ballot, which its verifier rejects ("Convergence
; control tokens can only be produced by calls to the convergence control intrinsics").
;   fuzzfarm validate live-out-anchor.ll --pipeline loop-deletion
;   fuzzfarm validate live-out-anchor.ll --opt opt-19 --pipeline loop-deletion

define i32 @kernel(ptr %out, i1 %p) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %anchor = call token @llvm.experimental.convergence.anchor()
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i.next, 3
  br i1 %more, label %loop, label %exit

exit:
  %ballot = call i64 @llvm.amdgcn.ballot.i64(i1 %p) [ "convergencectrl"(token %anchor) ]
  store i64 %ballot, ptr %out, align 8
  ret i32 0
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.anchor() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
