; A loop of two iterations around an irreducible cycle {a, b} (entered at a by even
; lanes, at b by odd ones) holding a ballot: which block heads the cycle is the DFS's
; choice (seed 003, "Cycles"), and decides which lanes meet at the ballot. Fully
; unrolled, the program has one copy of the cycle per iteration (tests/test_copied_cycles.py).
declare i64 @subgroupBallot(i1) convergent
declare i32 @getSubgroupLocalInvocationId()

define i64 @k(ptr %out, i32 %x) convergent {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %odd = and i32 %lane, 1
  %side = icmp eq i32 %odd, 0
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %latch ]
  br i1 %side, label %a, label %b

a:
  %na = phi i32 [ 0, %outer ], [ %nb1, %b ]
  %ba = call i64 @subgroupBallot(i1 true)
  %na1 = add i32 %na, 1
  %da = icmp ult i32 %na1, 2
  br i1 %da, label %b, label %latch

b:
  %nb = phi i32 [ 0, %outer ], [ %na1, %a ]
  %nb1 = add i32 %nb, 1
  %db = icmp ult i32 %nb1, 2
  br i1 %db, label %a, label %latch

latch:
  %v = phi i64 [ %ba, %a ], [ 0, %b ]
  %sh = shl i64 %acc, 8
  %acc1 = or i64 %sh, %v
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 2
  br i1 %more, label %outer, label %exit

exit:
  ret i64 %acc1
}
