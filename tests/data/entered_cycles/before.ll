; The kernel (see below).
declare i64 @subgroupBallot(i1) convergent
declare i32 @getSubgroupLocalInvocationId()

; Nine copies of one irreducible cycle {a, b} (an entry branch per lane into a or b, each
; copy's header a or b by the DFS), each holding an uncontrolled ballot whose value every
; lane stores: 2^9 = 512 cycle hierarchies, none alike. The uniform (inreg) %c sends every
; lane of a wave into one copy (%c mod 8; the last copy is the default).
define void @k(ptr %dst, i32 inreg %c) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %sel = and i32 %c, 7
  %odd = and i32 %id, 1
  %e = icmp eq i32 %odd, 0
  switch i32 %sel, label %c8.pre [ i32 0, label %c0.pre i32 1, label %c1.pre i32 2, label %c2.pre i32 3, label %c3.pre i32 4, label %c4.pre i32 5, label %c5.pre i32 6, label %c6.pre i32 7, label %c7.pre ]
c0.pre:
  br i1 %e, label %c0.a, label %c0.b
c0.a:
  %c0.i = phi i32 [ 0, %c0.pre ], [ %c0.j, %c0.b ]
  %c0.i1 = add i32 %c0.i, 1
  %c0.more = icmp slt i32 %c0.i1, %id
  br i1 %c0.more, label %c0.b, label %out
c0.b:
  %c0.j = phi i32 [ 0, %c0.pre ], [ %c0.i1, %c0.a ]
  %c0.v = call i64 @subgroupBallot(i1 true)
  store i64 %c0.v, ptr %dst
  br label %c0.a
c1.pre:
  br i1 %e, label %c1.a, label %c1.b
c1.a:
  %c1.i = phi i32 [ 0, %c1.pre ], [ %c1.j, %c1.b ]
  %c1.i1 = add i32 %c1.i, 1
  %c1.more = icmp slt i32 %c1.i1, %id
  br i1 %c1.more, label %c1.b, label %out
c1.b:
  %c1.j = phi i32 [ 0, %c1.pre ], [ %c1.i1, %c1.a ]
  %c1.v = call i64 @subgroupBallot(i1 true)
  store i64 %c1.v, ptr %dst
  br label %c1.a
c2.pre:
  br i1 %e, label %c2.a, label %c2.b
c2.a:
  %c2.i = phi i32 [ 0, %c2.pre ], [ %c2.j, %c2.b ]
  %c2.i1 = add i32 %c2.i, 1
  %c2.more = icmp slt i32 %c2.i1, %id
  br i1 %c2.more, label %c2.b, label %out
c2.b:
  %c2.j = phi i32 [ 0, %c2.pre ], [ %c2.i1, %c2.a ]
  %c2.v = call i64 @subgroupBallot(i1 true)
  store i64 %c2.v, ptr %dst
  br label %c2.a
c3.pre:
  br i1 %e, label %c3.a, label %c3.b
c3.a:
  %c3.i = phi i32 [ 0, %c3.pre ], [ %c3.j, %c3.b ]
  %c3.i1 = add i32 %c3.i, 1
  %c3.more = icmp slt i32 %c3.i1, %id
  br i1 %c3.more, label %c3.b, label %out
c3.b:
  %c3.j = phi i32 [ 0, %c3.pre ], [ %c3.i1, %c3.a ]
  %c3.v = call i64 @subgroupBallot(i1 true)
  store i64 %c3.v, ptr %dst
  br label %c3.a
c4.pre:
  br i1 %e, label %c4.a, label %c4.b
c4.a:
  %c4.i = phi i32 [ 0, %c4.pre ], [ %c4.j, %c4.b ]
  %c4.i1 = add i32 %c4.i, 1
  %c4.more = icmp slt i32 %c4.i1, %id
  br i1 %c4.more, label %c4.b, label %out
c4.b:
  %c4.j = phi i32 [ 0, %c4.pre ], [ %c4.i1, %c4.a ]
  %c4.v = call i64 @subgroupBallot(i1 true)
  store i64 %c4.v, ptr %dst
  br label %c4.a
c5.pre:
  br i1 %e, label %c5.a, label %c5.b
c5.a:
  %c5.i = phi i32 [ 0, %c5.pre ], [ %c5.j, %c5.b ]
  %c5.i1 = add i32 %c5.i, 1
  %c5.more = icmp slt i32 %c5.i1, %id
  br i1 %c5.more, label %c5.b, label %out
c5.b:
  %c5.j = phi i32 [ 0, %c5.pre ], [ %c5.i1, %c5.a ]
  %c5.v = call i64 @subgroupBallot(i1 true)
  store i64 %c5.v, ptr %dst
  br label %c5.a
c6.pre:
  br i1 %e, label %c6.a, label %c6.b
c6.a:
  %c6.i = phi i32 [ 0, %c6.pre ], [ %c6.j, %c6.b ]
  %c6.i1 = add i32 %c6.i, 1
  %c6.more = icmp slt i32 %c6.i1, %id
  br i1 %c6.more, label %c6.b, label %out
c6.b:
  %c6.j = phi i32 [ 0, %c6.pre ], [ %c6.i1, %c6.a ]
  %c6.v = call i64 @subgroupBallot(i1 true)
  store i64 %c6.v, ptr %dst
  br label %c6.a
c7.pre:
  br i1 %e, label %c7.a, label %c7.b
c7.a:
  %c7.i = phi i32 [ 0, %c7.pre ], [ %c7.j, %c7.b ]
  %c7.i1 = add i32 %c7.i, 1
  %c7.more = icmp slt i32 %c7.i1, %id
  br i1 %c7.more, label %c7.b, label %out
c7.b:
  %c7.j = phi i32 [ 0, %c7.pre ], [ %c7.i1, %c7.a ]
  %c7.v = call i64 @subgroupBallot(i1 true)
  store i64 %c7.v, ptr %dst
  br label %c7.a
c8.pre:
  br i1 %e, label %c8.a, label %c8.b
c8.a:
  %c8.i = phi i32 [ 0, %c8.pre ], [ %c8.j, %c8.b ]
  %c8.i1 = add i32 %c8.i, 1
  %c8.more = icmp slt i32 %c8.i1, %id
  br i1 %c8.more, label %c8.b, label %out
c8.b:
  %c8.j = phi i32 [ 0, %c8.pre ], [ %c8.i1, %c8.a ]
  %c8.v = call i64 @subgroupBallot(i1 true)
  store i64 %c8.v, ptr %dst
  br label %c8.a
out:
  ret void
}
