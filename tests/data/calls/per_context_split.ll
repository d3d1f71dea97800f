; per_context_after.ll with the first copy's ballot split by lane (lanes 0-1 and 2-3 apart):
; a grouping neither header of {a.i, b.i} gives (with %c = 1,0,1,0 lanes 0,2 enter at %a.i,
; lanes 1,3 at %b.i), whatever the other copy picks.

; Function Attrs: convergent
declare i64 @subgroupBallot(i1) local_unnamed_addr #0

; Function Attrs: nounwind
declare void @ext.use(i32) local_unnamed_addr #1

declare i32 @getSubgroupLocalInvocationId()

; Function Attrs: convergent
define i64 @k(i32 %c, i32 %d) local_unnamed_addr #0 {
entry:
  %cc.not.i = icmp eq i32 %c, 0
  br i1 %cc.not.i, label %b.i, label %a.i

a.i:                                              ; preds = %b.m, %entry
  tail call void @ext.use(i32 %c)
  br label %b.i

b.i:                                              ; preds = %a.i, %entry
  %first.i = phi i1 [ true, %entry ], [ false, %a.i ]
  %lane = call i32 @getSubgroupLocalInvocationId()
  %low = icmp ult i32 %lane, 2
  br i1 %low, label %b.lo, label %b.hi

b.lo:
  %v.lo = tail call i64 @subgroupBallot(i1 true)
  br label %b.m

b.hi:
  %v.hi = tail call i64 @subgroupBallot(i1 true)
  br label %b.m

b.m:
  %v.i = phi i64 [ %v.lo, %b.lo ], [ %v.hi, %b.hi ]
  %seven.i = icmp eq i32 %c, 7
  %again.i = and i1 %seven.i, %first.i
  br i1 %again.i, label %a.i, label %spin.exit

spin.exit:                                        ; preds = %b.m
  %cc.not.i1 = icmp eq i32 %d, 0
  br i1 %cc.not.i1, label %b.i3, label %a.i2

a.i2:                                             ; preds = %b.i3, %spin.exit
  tail call void @ext.use(i32 %d)
  br label %b.i3

b.i3:                                             ; preds = %a.i2, %spin.exit
  %first.i4 = phi i1 [ true, %spin.exit ], [ false, %a.i2 ]
  %v.i5 = tail call i64 @subgroupBallot(i1 true)
  %seven.i6 = icmp eq i32 %d, 7
  %again.i7 = and i1 %seven.i6, %first.i4
  br i1 %again.i7, label %a.i2, label %spin.exit8

spin.exit8:                                       ; preds = %b.i3
  %s = shl i64 %v.i5, 8
  %r = or i64 %s, %v.i
  ret i64 %r
}

attributes #0 = { convergent }
attributes #1 = { nounwind }
