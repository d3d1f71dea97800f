; A loop counter that only takes 0 and 1 (the latch leaves at 2) tested against 4: the
; early return is dead, but only range reasoning (LLVM's IPSCCP, SCEV) sees it; our
; static reading (SCCP: %i is 0 or %i + 1, so unknown) keeps the edge, and with it the
; function exit as %entry's post-dominator. Reduced from an opt-19 default<O3> amdgcn
; campaign violation (--model ipdom, 30 cases, master seed 1).
declare i1 @subgroupElect() convergent

define i32 @kernel(ptr %out, i32 %p) convergent {
entry:
  %c = icmp ne i32 %p, 0
  br i1 %c, label %header, label %join

header:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %hit = icmp eq i32 %i, 4
  br i1 %hit, label %early, label %latch

latch:
  %next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %next, 2
  br i1 %more, label %header, label %join

early:
  ret i32 %p

join:
  %e = call i1 @subgroupElect()
  %z = zext i1 %e to i32
  store i32 %z, ptr %out
  ret i32 0
}
