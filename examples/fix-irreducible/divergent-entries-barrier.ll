; FixIrreducible (LLVM 19.1.7) on an irreducible cycle that a divergent branch enters at both
; of its entries: the new guard block becomes the one header, so the elected lane meets the
; barrier on the guard's first iteration and the others on its second. Under either cycle
; hierarchy of this CFG (header %a or header %b, seed 003 "Maximal Convergence") the two
; lanes execute converged instances of the barrier at some point; after the pass they never do.
;   fuzzfarm validate examples/fix-irreducible/divergent-entries-barrier.ll \
;       --opt opt-19 --pipeline fix-irreducible --threads 2 --schedule examples/fix-irreducible/schedule.json
define i32 @kernel(i32 %x, i32 %n) convergent {
entry:
  %elect0 = call i1 @subgroupElect()
  br i1 %elect0, label %a, label %b

a:
  %c0 = phi i32 [ 0, %entry ], [ %c.next1, %b ]
  call void @subgroupControlBarrier()
  %c.next0 = add nuw nsw i32 %c0, 1
  %more0 = icmp slt i32 %c.next0, %n
  br i1 %more0, label %b, label %exit

exit:
  ret i32 %x

b:
  %c.next1 = add nuw nsw i32 0, 1
  br label %a
}

declare i1 @subgroupElect() convergent

declare void @subgroupControlBarrier() convergent
