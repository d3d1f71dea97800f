; Correct: the loop stays; in the exit block the condition is known true, so the ballot
; takes the constant, still under the loop's token.
define i64 @match_any(i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %loop

loop:
  %t = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %f = call i32 @subgroupBroadcastFirst(i32 %x) [ "convergencectrl"(token %t) ]
  %mine = icmp eq i32 %f, %x
  br i1 %mine, label %done, label %loop

done:
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %t) ]
  ret i64 %b
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare i32 @subgroupBroadcastFirst(i32) convergent
declare i64 @subgroupBallot(i1) convergent
