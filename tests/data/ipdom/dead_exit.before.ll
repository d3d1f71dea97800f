; From a campaign (--dialect nvptx --model both, opt-19 default<O2>, reduced): lanes
; branch on %p; the then-side always continues to the barrier (`br i1 true` in %then.8), its other
; edge (to an early return) is never taken. LLVM's SimplifyCFG folds it all away, and a
; SIMT stack reconverging at post-dominators computed over every edge, dead ones too,
; would never have met at %label.14 (the dead return makes it no post-dominator of
; %entry), so the barrier ran once per side before and once for all after: a "violation"
; that no machine shows, whose compiler folds constant branches before it reconverges.
define i32 @kernel(i32 %x, i1 %p) convergent {
entry:
  br i1 %p, label %then.8, label %label.14

then.8:
  br i1 true, label %label.14, label %return.23

label.14:
  call void @subgroupControlBarrier()
  ret i32 %x

return.23:
  ret i32 0
}

declare void @subgroupControlBarrier() convergent
