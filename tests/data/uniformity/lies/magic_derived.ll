; Lies only particular inputs show, behind arithmetic and calls (uni audit 5): %r1 is 1 where
; %v + 1 == 12346 (%v = 12345), %r2 where %w & 255 == 66 (%w = 66, ...), %r3 in @dev where
; its %a == 777, %a being the kernel's %u; 2 elsewhere. Random inputs practically never
; draw those; the probes follow each comparison back to the argument and put the lanes on
; both sides of the value that flips it.
define internal i32 @dev(i32 %a) {
entry:
  %h = icmp eq i32 %a, 777
  %r3 = select i1 %h, i32 1, i32 2
  ret i32 %r3
}
define i32 @magic_derived(i32 %v, i32 %w, i32 %u) {
entry:
  %t = add i32 %v, 1
  %h1 = icmp eq i32 %t, 12346
  %r1 = select i1 %h1, i32 1, i32 2
  %m = and i32 %w, 255
  %h2 = icmp eq i32 %m, 66
  %r2 = select i1 %h2, i32 1, i32 2
  %c = call i32 @dev(i32 %u)
  %s1 = add i32 %r1, %r2
  %s = add i32 %s1, %c
  ret i32 %s
}
