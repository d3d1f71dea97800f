; Seed 003, "Threads and Dynamic Instances" / "Maximal Convergence": the natural loop
; of the thread tables. H is the header, B is optional in an iteration, L the latch.
; Per lane: %bmask bit i says whether iteration i (from 0) visits B; %trips counts
; iterations. Thread 1 = lane 0 (bmask 1, trips 2):    Entry H1 B1 L1 H3 L3 Exit
;            Thread 2 = lane 1 (bmask 6, trips 3):    Entry H2 L2 H4 B2 L4 H5 B3 L5 Exit
define i32 @natural_loop(i32 %bmask, i32 %trips) {
Entry:
  br label %H

H:
  %i = phi i32 [ 0, %Entry ], [ %i.next, %L ]
  %bit = lshr i32 %bmask, %i
  %visit = trunc i32 %bit to i1
  br i1 %visit, label %B, label %L

B:
  br label %L

L:
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %trips
  br i1 %more, label %H, label %Exit

Exit:
  ret i32 %i.next
}
