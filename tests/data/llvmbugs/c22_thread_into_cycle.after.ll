; Buggy: the entry edge threaded past %header (where %p is false) straight to %b; %b is
; now the only entry of the cycle, its header, and each lane's n-th ballot meets the other
; lanes' n-th ballot whatever iteration of the original loop it was.
target triple = "amdgcn-amd-amdhsa"

define i64 @thread_cycle(i32 %x) convergent {
entry:
  br label %b

header:
  %i = phi i32 [ %i.next, %latch ]
  %p = phi i1 [ %q, %latch ]
  %acc = phi i64 [ %acc.next, %latch ]
  br i1 %p, label %a, label %b

a:
  br label %latch

b:
  %i.b = phi i32 [ 0, %entry ], [ %i, %header ]
  %acc.b = phi i64 [ 0, %entry ], [ %acc, %header ]
  %bal = call i64 @subgroupBallot(i1 true)
  br label %latch

latch:
  %i.l = phi i32 [ %i, %a ], [ %i.b, %b ]
  %acc.l = phi i64 [ %acc, %a ], [ %acc.b, %b ]
  %v = phi i64 [ 0, %a ], [ %bal, %b ]
  %acc.sh = shl i64 %acc.l, 8
  %acc.next = add i64 %acc.sh, %v
  %i.next = add i32 %i.l, 1
  %sh = lshr i32 %x, %i.l
  %bit = and i32 %sh, 1
  %q = icmp ne i32 %bit, 0
  %more = icmp slt i32 %i.next, 3
  br i1 %more, label %header, label %exit

exit:
  ret i64 %acc.next
}

declare i64 @subgroupBallot(i1) convergent
