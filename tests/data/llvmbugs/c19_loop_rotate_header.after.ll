; Buggy: rotated, but the guard's copy of the sum was then sunk below the guard branch
; into the loop's preheader (only lanes that loop at all still take part in iteration 0).
target triple = "amdgcn-amd-amdhsa"

define i32 @rotate(i32 %x) convergent {
entry:
  %n = and i32 %x, 3
  %more0 = icmp slt i32 0, %n
  br i1 %more0, label %ph, label %noloop

noloop:
  %s0.n = call i32 @subgroupAdd(i32 %x)
  br label %exit

ph:
  %s0 = call i32 @subgroupAdd(i32 %x)
  br label %body

body:
  %i = phi i32 [ 0, %ph ], [ %i.next, %body ]
  %acc = phi i32 [ 0, %ph ], [ %acc.next, %body ]
  %sp = phi i32 [ %s0, %ph ], [ %s, %body ]
  %acc.next = add i32 %acc, %sp
  %i.next = add i32 %i, 1
  %s = call i32 @subgroupAdd(i32 %x)
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %body, label %exit

exit:
  %acc.x = phi i32 [ 0, %noloop ], [ %acc.next, %body ]
  %s.x = phi i32 [ %s0.n, %noloop ], [ %s, %body ]
  %r = add i32 %acc.x, %s.x
  ret i32 %r
}

declare i32 @subgroupAdd(i32) convergent
