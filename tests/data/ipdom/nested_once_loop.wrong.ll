; nested_once_loop.after.ll with every lane storing 1 where it elects (a hand-made wrong
; after: lanes 0 and 3 reach %exit together in every reading of before, only one is elected)

; Function Attrs: convergent
declare i1 @subgroupElect() local_unnamed_addr #0

; Function Attrs: convergent
define noundef i32 @kernel(ptr nocapture writeonly %out, i32 %p, i32 %q, i32 %n) local_unnamed_addr #0 {
entry:
  %c = icmp eq i32 %q, 0
  %more1 = icmp eq i32 %n, 0
  %or.cond2 = select i1 %more1, i1 true, i1 %c
  br i1 %or.cond2, label %done, label %split

split:                                            ; preds = %entry, %split
  %j3 = phi i32 [ %jnext, %split ], [ 0, %entry ]
  %e = tail call i1 @subgroupElect()
  %z = zext i1 true to i32
  %0 = zext nneg i32 %j3 to i64
  %slot = getelementptr inbounds i32, ptr %out, i64 %0
  store i32 %z, ptr %slot, align 4
  %jnext = add nuw nsw i32 %j3, 1
  %more.not = icmp ult i32 %jnext, %n
  br i1 %more.not, label %split, label %done

done:                                             ; preds = %split, %entry
  ret i32 0
}

attributes #0 = { convergent }
