; opt-19 -S -passes='default<O2>' irr_once_loop.before.ll

; Function Attrs: convergent
declare i1 @subgroupElect() local_unnamed_addr #0

; Function Attrs: convergent
define noundef i32 @kernel(ptr nocapture writeonly %out, i32 %p, i32 %q, i32 %r, i32 %w) local_unnamed_addr #0 {
entry:
  %c.old = icmp eq i32 %q, 0
  br i1 %c.old, label %done, label %split.preheader

split.preheader:                                  ; preds = %entry
  %back.not = icmp eq i32 %w, 0
  br label %split

split:                                            ; preds = %split.preheader, %split
  %e = tail call i1 @subgroupElect()
  %z = zext i1 %e to i32
  store i32 %z, ptr %out, align 4
  br i1 %back.not, label %done, label %split

done:                                             ; preds = %split, %entry
  ret i32 0
}

attributes #0 = { convergent }
