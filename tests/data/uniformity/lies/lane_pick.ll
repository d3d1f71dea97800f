; Only lanes l with l & 15 == 5 (5 and 21 in a 32-lane wave) run %five, where %v is the
; lane's own %p (a per-lane input: a plain function's parameter) and the branch goes on
; it. opt-19 calls %v and the branch divergent. A lie calling %v uniform is refuted only
; where lanes 5 and 21 are both active and their %p differ: a drawn schedule gives %p one
; value in every lane, one alternating with the lane's parity (5 and 21 alike), or its
; own draw per lane, and often few active lanes.
target triple = "amdgcn-amd-amdhsa"

define void @lane_pick(ptr %out, i1 %p) {
entry:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %low = and i32 %lane, 15
  %is5 = icmp eq i32 %low, 5
  br i1 %is5, label %five, label %done

five:
  %v = zext i1 %p to i32
  br i1 %p, label %set, label %done

set:
  %slot = getelementptr inbounds i32, ptr %out, i32 %lane
  store i32 %v, ptr %slot, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
