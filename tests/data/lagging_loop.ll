; tests/test_simt_deep_keys.py: a lane takes a detour in iteration %d while the others run ahead, in the very chain
; of loop keys it rejoins at the latch, to a ballot in iteration %k: the waiting
; lanes' keys are many levels above the lagging lane's context (a deep "yes").
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupAdd(i32) convergent

define i32 @lagging(i32 %n, i32 %d, i32 %k) convergent {
entry:
  br label %outer
outer:
  %o = phi i32 [ 0, %entry ], [ %o.next, %olatch ]
  br label %loop
loop:
  %i = phi i32 [ 0, %outer ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %outer ], [ %acc.next, %latch ]
  %slow = icmp eq i32 %i, %d
  br i1 %slow, label %detour, label %body
detour:
  %x = mul i32 %i, 3
  %y = add i32 %x, %acc
  br label %latch
body:
  %hit = icmp eq i32 %i, %k
  br i1 %hit, label %vote, label %latch
vote:
  %b = call i64 @subgroupBallot(i1 true)
  %bt = trunc i64 %b to i32
  br label %latch
latch:
  %got = phi i32 [ %bt, %vote ], [ %y, %detour ], [ 0, %body ]
  %acc.next = add i32 %acc, %got
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %olatch
olatch:
  %o.next = add i32 %o, 1
  %om = icmp ult i32 %o.next, 2
  br i1 %om, label %outer, label %done
done:
  %s = call i32 @subgroupAdd(i32 %acc.next)
  ret i32 %s
}
