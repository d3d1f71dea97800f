; TailRecursionElimination (LLVM 19.1.7 and 22.1) turns the two tail-recursive call sites of a
; convergent function, on either side of a divergent branch, into jumps to one loop header.
; Threads that call @rec from different call sites enter it in different dynamic instances
; (seed 000, "Calls" and "Inferring Tokens": the uncontrolled calls behave as if controlled by
; @rec's entry token, and converged callees need converged call sites), so at each depth the
; ballot is taken apart by the branch taken; after the pass, all threads ballot together in
; every iteration. Lanes 0, 1 (x odd) and 2 (x even), n = 2: before, lane 0 returns
; 7 + 3 + 3 = 13 (depths 1 and 2 ballot {0,1}); after, 7 + 7 + 7 = 21.
;   fuzzfarm validate two-call-sites-merged.ll --opt opt-19 --pipeline tailcallelim --threads 4
;   fuzzfarm validate two-call-sites-merged.ll --pipeline tailcallelim --threads 4     (LLVM 22.1; O3 too)
;   (exit 1 under both models: a violation whose counterexample replays with --schedule)
define internal i64 @rec(i32 %n, i32 %x, i64 %acc) convergent {
entry:
  %b = call i64 @subgroupBallot(i1 true)
  %acc1 = add i64 %acc, %b
  %z = icmp sle i32 %n, 0
  br i1 %z, label %done, label %more
more:
  %n1 = sub i32 %n, 1
  %odd = and i32 %x, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %s1, label %s2
s1:
  %r1 = tail call i64 @rec(i32 %n1, i32 %x, i64 %acc1)
  ret i64 %r1
s2:
  %r2 = tail call i64 @rec(i32 %n1, i32 %x, i64 %acc1)
  ret i64 %r2
done:
  ret i64 %acc1
}

define i64 @k(i32 %x) convergent {
entry:
  %r = call i64 @rec(i32 2, i32 %x, i64 0)
  ret i64 %r
}

declare i64 @subgroupBallot(i1) convergent
