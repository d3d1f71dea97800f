; Seed 000, "Unstructured Control Flow", example_jumpthreaded (tests/data/reference/
; jt_threaded.ll) with %entry reaching the barrier through an empty block (%fwd).
; Bypassed, it is the seed's jump-threaded kernel, whose lanes arriving along different
; paths synchronize apart under post-dominator reconvergence: against the original
; that difference is real, with or without %fwd.
declare void @subgroupControlBarrier() convergent

define void @example_jumpthreaded(i32 %c1, i32 %c2) convergent {
entry:
  %cond1 = icmp ne i32 %c1, 0
  br i1 %cond1, label %then1, label %fwd

fwd:
  br label %then2

then1:
  %cond2 = icmp ne i32 %c2, 0
  br i1 %cond2, label %then2, label %end

then2:
  call void @subgroupControlBarrier()
  br label %end

end:
  ret void
}
