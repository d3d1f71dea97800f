; A device function with an irreducible cycle called from two sites: inlined, each copy's
; cycle hierarchy is the implementation's own choice (seed 003, "Maximal Convergence").
; @spin's cycle {a, b} has two entries: lanes with %c != 0 enter at %a, the others at %b.
; With %a as header a lane entering at %b ballots in the cycle's iteration 0 and a lane
; coming from %a in iteration 1: apart; with %b as header both ballot in iteration 1.
; per_context_after.ll is opt-19 -O2's output (both calls inlined).
declare i64 @subgroupBallot(i1) convergent
declare void @ext.use(i32) nounwind

define internal i64 @spin(i32 %c) convergent {
entry:
  %cc = icmp ne i32 %c, 0
  br i1 %cc, label %a, label %b
a:
  call void @ext.use(i32 %c)
  br label %b
b:
  %k = phi i32 [ 0, %entry ], [ 1, %a ]
  %v = call i64 @subgroupBallot(i1 true)
  %seven = icmp eq i32 %c, 7
  %first = icmp eq i32 %k, 0
  %again = and i1 %seven, %first
  br i1 %again, label %a, label %done
done:
  ret i64 %v
}

define i64 @k(i32 %c, i32 %d) convergent {
entry:
  %v1 = call i64 @spin(i32 %c)
  %v2 = call i64 @spin(i32 %d)
  %s = shl i64 %v2, 8
  %r = or i64 %v1, %s
  ret i64 %r
}
