; Two loops side by side in an outer loop, trip counts per lane (%n), side per lane
; (%side): with n = 1, 1500, 1500, 1 and side = 0, 0, 1, 1, lanes 0 and 3 leave their
; loop at once and wait (at the next iteration's ballots, then at %s) while lanes 1 and
; 2 run 1500 iterations each. Every key of a waiting group is asked of the other lanes
; (oracles/reference/prospects.py): a maximal key's chain of contexts and an ipdom
; key's stack grow by one per iteration, so the question must not walk them level by
; level (a RecursionError, then minutes of walking). Every lane returns sum(%n).
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupAdd(i32) convergent

define i32 @k(i32 %n, i32 %side) convergent {
entry:
  br label %outer

outer:
  %o = phi i32 [ 0, %entry ], [ %o.next, %latch ]
  %left = icmp eq i32 %side, 0
  br i1 %left, label %l, label %r

l:
  %i = phi i32 [ 0, %outer ], [ %i.next, %l ]
  %bl = call i64 @subgroupBallot(i1 true)
  %i.next = add i32 %i, 1
  %lm = icmp ult i32 %i.next, %n
  br i1 %lm, label %l, label %latch

r:
  %j = phi i32 [ 0, %outer ], [ %j.next, %r ]
  %br = call i64 @subgroupBallot(i1 true)
  %j.next = add i32 %j, 1
  %rm = icmp ult i32 %j.next, %n
  br i1 %rm, label %r, label %latch

latch:
  %c = phi i32 [ %i.next, %l ], [ %j.next, %r ]
  %o.next = add i32 %o, 1
  %om = icmp ult i32 %o.next, 2
  br i1 %om, label %outer, label %done

done:
  %s = call i32 @subgroupAdd(i32 %c)
  ret i32 %s
}
