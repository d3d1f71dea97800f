; TailRecursionElimination (LLVM 19.1.7 and 22.1) on a function with convergence tokens: the
; tail-recursive call carries @rec's entry token, and the pass makes the loop header out of the
; entry block's code, entry intrinsic included. LLVM's verifier rejects the output: "Entry
; intrinsic can occur only in the entry block." (A loop made from the recursion would also use
; %t in a cycle with no heart, which seed 000's static rules forbid.)
;   fuzzfarm opt entry-token-in-loop.ll --opt opt-19 --pipeline tailcallelim     (exit 1)
;   fuzzfarm opt entry-token-in-loop.ll --pipeline tailcallelim                  (LLVM 22.1, exit 1)
define internal i64 @rec(i32 %n, i64 %acc) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %t) ]
  %acc1 = add i64 %acc, %b
  %z = icmp sle i32 %n, 0
  br i1 %z, label %done, label %more
more:
  %n1 = sub i32 %n, 1
  %r = tail call i64 @rec(i32 %n1, i64 %acc1) [ "convergencectrl"(token %t) ]
  ret i64 %r
done:
  ret i64 %acc1
}

define i64 @k(i32 %x) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %m = and i32 %x, 3
  %r = call i64 @rec(i32 %m, i64 0) [ "convergencectrl"(token %t) ]
  ret i64 %r
}

declare token @llvm.experimental.convergence.entry() convergent
declare i64 @subgroupBallot(i1) convergent
