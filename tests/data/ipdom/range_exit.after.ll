; range_exit.before.ll after opt-19 -passes=ipsccp: the range of %i (0, 1) folds the test against 4
; ModuleID = 'range_exit.before.ll'
source_filename = "range_exit.before.ll"

; Function Attrs: convergent
declare i1 @subgroupElect() #0

; Function Attrs: convergent
define i32 @kernel(ptr %out, i32 %p) #0 {
entry:
  %c = icmp ne i32 %p, 0
  br i1 %c, label %header, label %join

header:                                           ; preds = %latch, %entry
  %i = phi i32 [ 0, %entry ], [ 1, %latch ]
  br label %latch

latch:                                            ; preds = %header
  %next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %next, 2
  br i1 %more, label %header, label %join

join:                                             ; preds = %latch, %entry
  %e = call i1 @subgroupElect()
  %z = zext i1 %e to i32
  store i32 %z, ptr %out, align 4
  ret i32 0
}

attributes #0 = { convergent }
