; opt-19 -O2 of per_context_before.ll: @spin inlined twice, each copy's cycle {a.i, b.i} its own

; Function Attrs: convergent
declare i64 @subgroupBallot(i1) local_unnamed_addr #0

; Function Attrs: nounwind
declare void @ext.use(i32) local_unnamed_addr #1

; Function Attrs: convergent
define i64 @k(i32 %c, i32 %d) local_unnamed_addr #0 {
entry:
  %cc.not.i = icmp eq i32 %c, 0
  br i1 %cc.not.i, label %b.i, label %a.i

a.i:                                              ; preds = %b.i, %entry
  tail call void @ext.use(i32 %c)
  br label %b.i

b.i:                                              ; preds = %a.i, %entry
  %first.i = phi i1 [ true, %entry ], [ false, %a.i ]
  %v.i = tail call i64 @subgroupBallot(i1 true)
  %seven.i = icmp eq i32 %c, 7
  %again.i = and i1 %seven.i, %first.i
  br i1 %again.i, label %a.i, label %spin.exit

spin.exit:                                        ; preds = %b.i
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
