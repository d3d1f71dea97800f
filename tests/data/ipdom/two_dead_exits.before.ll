; range_exit_live.before.ll with two dead early returns in place of the loop's (hand-made):
; %m is %x's low two bits, so neither %m == 4 (%a -> %early) nor %m u> 3 (%b -> %early2)
; ever holds; LLVM's known bits fold both (two_dead_exits.after.ll), our static reading
; (SCCP over constants, rule 2) keeps them. With either one kept, the function exit
; post-dominates %entry and the lanes that ran %a and %b meet the others apart at %join;
; only without both do they meet there. Dropping every untaken edge at once also drops the
; live %left -> %late (%r == 7), which joins the halves at %meet too.
declare i1 @subgroupElect() convergent

define i32 @kernel(ptr %out, i32 %p, i32 %q, i32 %r, i32 %x) convergent {
entry:
  %c = icmp ne i32 %p, 0
  br i1 %c, label %a, label %join

a:
  %m = and i32 %x, 3
  %hit = icmp eq i32 %m, 4
  br i1 %hit, label %early, label %b

b:
  %hit2 = icmp ugt i32 %m, 3
  br i1 %hit2, label %early2, label %join

early:
  ret i32 %p

early2:
  ret i32 %q

join:
  %e = call i1 @subgroupElect()
  %z = zext i1 %e to i32
  store i32 %z, ptr %out
  br label %tail

tail:
  %d = icmp ne i32 %q, 0
  br i1 %d, label %left, label %meet

left:
  %w = icmp eq i32 %r, 7
  br i1 %w, label %late, label %meet

late:
  ret i32 %r

meet:
  %f = call i1 @subgroupElect()
  %g = zext i1 %f to i32
  %at = getelementptr inbounds i32, ptr %out, i32 1
  store i32 %g, ptr %at
  ret i32 0
}
