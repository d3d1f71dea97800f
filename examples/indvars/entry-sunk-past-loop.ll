; IndVarSimplify (LLVM 19.1.7 and 22.1; bisected to indvars in O1, O2 and O3) sinks the call of
; @llvm.experimental.convergence.entry out of the entry block into the loop's exit block: the
; entry block is the loop's preheader, the call is memory(none), nounwind and willreturn, and its
; token is used only after the loop, so sinkUnusedInvariants takes it for an invariant worth
; moving ("Entry intrinsic can occur only in the entry block"; seed 000,
; "llvm.experimental.convergence.entry": at most once per function, and only in its entry block).
; Nothing here needs a device function, an anchor or a jump: a counted loop that does not use the
; entry token, followed by a convergent operation that does.
;   opt-19 -passes=indvars entry-sunk-past-loop.ll -S                        (verifier error)
;   fuzzfarm opt entry-sunk-past-loop.ll --opt opt-19 --pipeline 'default<O2>'  (exit 1)
;   fuzzfarm opt entry-sunk-past-loop.ll --pipeline O2                          (LLVM 22.1, exit 1)
define void @kernel(ptr %out, i32 %n) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 %i, ptr %slot, align 4
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %all = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %tok) ]
  store i64 %all, ptr %out, align 8
  ret void
}

declare i64 @subgroupBallot(i1) convergent
declare token @llvm.experimental.convergence.entry()
