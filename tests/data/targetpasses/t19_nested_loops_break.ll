; Nested loops, the inner one with a divergent break out of both (unify-loop-exits,
; structurizecfg): a ballot in the inner body, one in the outer latch, one after.
target triple = "amdgcn-amd-amdhsa"

define i64 @k(i32 %x, ptr %out) convergent {
entry:
  %n = and i32 %x, 3
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %olatch ]
  %acc = phi i64 [ 0, %entry ], [ %acc2, %olatch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %ilatch ]
  %acc1 = phi i64 [ %acc, %outer ], [ %accb, %ilatch ]
  %b = call i64 @subgroupBallot(i1 true)
  %accb = add i64 %acc1, %b
  %ij = add i32 %i, %j
  %brk = icmp eq i32 %ij, %n
  br i1 %brk, label %done, label %ilatch
ilatch:
  %j1 = add i32 %j, 1
  %ic = icmp ult i32 %j1, 2
  br i1 %ic, label %inner, label %olatch
olatch:
  %ob = call i64 @subgroupBallot(i1 true)
  %acc2 = add i64 %accb, %ob
  %i1 = add i32 %i, 1
  %oc = icmp ult i32 %i1, 3
  br i1 %oc, label %outer, label %done
done:
  %res = phi i64 [ %accb, %inner ], [ %acc2, %olatch ]
  store i64 %res, ptr %out, align 8
  %f = call i64 @subgroupBallot(i1 true)
  ret i64 %f
}

declare i64 @subgroupBallot(i1) convergent
