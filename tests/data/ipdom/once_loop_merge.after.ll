; opt-19 -S -passes='default<O2>' once_loop_merge.before.ll

; Function Attrs: convergent
declare i1 @subgroupElect() local_unnamed_addr #0

; Function Attrs: convergent
define noundef i32 @kernel(ptr nocapture writeonly %out, i32 %p, i32 %q, i32 %a, i32 %b) local_unnamed_addr #0 {
entry:
  %c = icmp eq i32 %q, 0
  br i1 %c, label %done, label %split

split:                                            ; preds = %entry
  %e = tail call i1 @subgroupElect()
  %z = zext i1 %e to i32
  store i32 %z, ptr %out, align 4
  %ca = icmp ne i32 %a, 0
  %cb = icmp ne i32 %b, 0
  %or.cond = select i1 %ca, i1 true, i1 %cb
  br i1 %or.cond, label %join, label %done

join:                                             ; preds = %split
  %f = tail call i1 @subgroupElect()
  %g = zext i1 %f to i32
  %at = getelementptr inbounds i8, ptr %out, i64 4
  store i32 %g, ptr %at, align 4
  br label %done

done:                                             ; preds = %split, %join, %entry
  ret i32 0
}

attributes #0 = { convergent }
