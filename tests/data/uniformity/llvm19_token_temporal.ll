; Temporal divergence through a convergence token (seed 003, "Temporal Divergence";
; seed 000, "Extended Cycles: Divergent Exit from a Loop"). %heart is defined in the
; loop, whose exit on %c is divergent, and used by the ballot in %C outside it: threads
; that leave in different iterations hold tokens of non-converged instances, so each
; ballot communicates only among the threads of one iteration, while the instances of
; %C (outside every cycle) are converged. %b is therefore divergent; LLVM 19 calls it
; uniform (llvm.amdgcn.ballot is "always uniform" whatever its token), and so is every
; value computed from it. Found by fuzzfarm campaign --uniformity --dialect amdgcn.
define i64 @ballot_after_divergent_exit(i32 %n, i1 %p) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br label %H

H:
  %i = phi i32 [ 0, %entry ], [ %i.next, %H ]
  %heart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %H, label %C

C:
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %p) [ "convergencectrl"(token %heart) ]
  ret i64 %b
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
