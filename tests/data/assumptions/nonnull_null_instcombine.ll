; ModuleID = 'nonnull_null.ll'
source_filename = "nonnull_null.ll"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: noinline
define internal noundef i32 @value_or_zero(ptr noundef nonnull %p) #0 {
entry:
  br i1 false, label %zero, label %load

load:                                             ; preds = %entry
  %v = load i32, ptr %p, align 4
  br label %done

zero:                                             ; preds = %entry
  br label %done

done:                                             ; preds = %zero, %load
  %r = phi i32 [ %v, %load ], [ poison, %zero ]
  ret i32 %r
}

define void @k(ptr noundef %in, ptr noundef %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %odd = and i32 %t, 1
  %skip.not = icmp eq i32 %odd, 0
  %slot = getelementptr inbounds i32, ptr %in, i64 %t64
  %p = select i1 %skip.not, ptr %slot, ptr null
  %v = call noundef i32 @value_or_zero(ptr noundef nonnull %p)
  %dst = getelementptr inbounds i32, ptr %out, i64 %t64
  store i32 %v, ptr %dst, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
