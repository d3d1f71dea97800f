; opt-19 -S -passes='default<O2>' once_loop.before.ll

; Function Attrs: convergent
declare i1 @subgroupElect() local_unnamed_addr #0

; Function Attrs: convergent
define noundef i32 @kernel(ptr nocapture writeonly %out, i32 %p, i32 %q) local_unnamed_addr #0 {
entry:
  %c = icmp eq i32 %q, 0
  br i1 %c, label %done, label %split

split:                                            ; preds = %entry
  %e = tail call i1 @subgroupElect()
  %z = zext i1 %e to i32
  store i32 %z, ptr %out, align 4
  br label %done

done:                                             ; preds = %split, %entry
  ret i32 0
}

attributes #0 = { convergent }
