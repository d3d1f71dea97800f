; A path condition of two parts: the dispatch's %u must be 77 (one value for the whole
; wave), and of the lanes that then go on only those with lane & 15 == 5 (5 and 21 of a
; 32-lane wave) reach %five, where %v is the lane's own %x plus 1. opt-19 calls %v
; divergent. A lie calling it uniform is refuted only by a run with %u = 77 in which
; lanes 5 and 21 are both active with different %x: the dispatches at %u's compared
; constant keep one drawn schedule's per-lane inputs (and its active lanes), the
; disagreeing schedules keep the drawn %u, so neither has both at once.
target triple = "amdgcn-amd-amdhsa"

define void @gated_pick(ptr %out, i32 %x, i32 inreg %u) {
entry:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %gate = icmp eq i32 %u, 77
  br i1 %gate, label %open, label %done

open:
  %low = and i32 %lane, 15
  %is5 = icmp eq i32 %low, 5
  br i1 %is5, label %five, label %done

five:
  %v = add i32 %x, 1
  %slot = getelementptr inbounds i32, ptr %out, i32 %lane
  store i32 %v, ptr %slot, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
