; Class: LoopRotate duplicating a loop header that holds a convergent operation into the
; preheader (LoopRotate declines convergent headers as a duplication it cannot judge).
; Under maximal convergence the copy in the guard runs iteration 0 with every lane, and
; the rotated latch copy runs iteration k with the lanes still looping: the same sets.
target triple = "amdgcn-amd-amdhsa"

define i32 @rotate(i32 %x) convergent {
entry:
  %n = and i32 %x, 3
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %body ]
  %s = call i32 @subgroupAdd(i32 %x)
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit

body:
  %acc.next = add i32 %acc, %s
  %i.next = add i32 %i, 1
  br label %header

exit:
  %r = add i32 %acc, %s
  ret i32 %r
}

declare i32 @subgroupAdd(i32) convergent
