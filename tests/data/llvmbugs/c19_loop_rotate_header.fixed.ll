; Correct (rotated): the header's sum copied into the guard; the loop tests at its latch.
target triple = "amdgcn-amd-amdhsa"

define i32 @rotate(i32 %x) convergent {
entry:
  %n = and i32 %x, 3
  %s0 = call i32 @subgroupAdd(i32 %x)
  %more0 = icmp slt i32 0, %n
  br i1 %more0, label %body, label %exit

body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %body ]
  %sp = phi i32 [ %s0, %entry ], [ %s, %body ]
  %acc.next = add i32 %acc, %sp
  %i.next = add i32 %i, 1
  %s = call i32 @subgroupAdd(i32 %x)
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %body, label %exit

exit:
  %acc.x = phi i32 [ 0, %entry ], [ %acc.next, %body ]
  %s.x = phi i32 [ %s0, %entry ], [ %s, %body ]
  %r = add i32 %acc.x, %s.x
  ret i32 %r
}

declare i32 @subgroupAdd(i32) convergent
