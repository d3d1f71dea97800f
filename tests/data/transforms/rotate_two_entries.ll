; convergent: the whole subgroup enters the kernel as one group (SEMANTICS.md, "Non-convergent kernels").
; A while loop entered from both arms of a divergent branch, with an
; uncontrolled subgroupAdd in its header: all threads reconverge at the header
; and count each other there. Copying the header into each entering block (one
; guard per entry) splits the first count between the two groups.
define void @kernel(i32 %x, i32 %n, ptr %out) convergent {
entry:
  %c0 = icmp sgt i32 %x, 0
  br i1 %c0, label %a, label %b

a:
  br label %header

b:
  br label %header

header:
  %i = phi i32 [ 0, %a ], [ 1, %b ], [ %i.next, %body ]
  %s = call i32 @subgroupAdd(i32 1)
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit

body:
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 %s, ptr %p, align 4
  %i.next = add nsw i32 %i, 1
  br label %header

exit:
  %q = getelementptr inbounds i32, ptr %out, i32 15
  store i32 %s, ptr %q, align 4
  ret void
}

declare i32 @subgroupAdd(i32) convergent
