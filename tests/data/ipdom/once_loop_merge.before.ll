; once_loop.before.ll with a second branch after the loop: lanes with %a != 0 reach %join
; from %exit, lanes with %a == 0 and %b != 0 through %test. Under ipdom they meet only at
; %done (%test -> %done bypasses %join), so they elect apart in %join; LLVM's SimplifyCFG
; merges the two branches into one on `%a != 0 || %b != 0` (once_loop_merge.after.ll), and
; they elect together: the real difference of seed 169 (its %next.9 and %in.label.12).
declare i1 @subgroupElect() convergent

define i32 @kernel(ptr %out, i32 %p, i32 %q, i32 %a, i32 %b) convergent {
entry:
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %go = icmp ult i32 %i, 1
  br i1 %go, label %body, label %exit

body:
  %c = icmp eq i32 %q, 0
  br i1 %c, label %done, label %split

split:
  %d = icmp ne i32 %p, 0
  br i1 %d, label %exit, label %latch

latch:
  %next = add nuw nsw i32 %i, 1
  br label %header

exit:
  %e = call i1 @subgroupElect()
  %z = zext i1 %e to i32
  store i32 %z, ptr %out
  %ca = icmp ne i32 %a, 0
  br i1 %ca, label %join, label %test

test:
  %cb = icmp ne i32 %b, 0
  br i1 %cb, label %join, label %done

join:
  %f = call i1 @subgroupElect()
  %g = zext i1 %f to i32
  %at = getelementptr inbounds i32, ptr %out, i32 1
  store i32 %g, ptr %at
  br label %done

done:
  ret i32 0
}
