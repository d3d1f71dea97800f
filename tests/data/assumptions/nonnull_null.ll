; hand-written: odd lanes pass null to a nonnull parameter, whose null check opt-19's instcombine folds away (nonnull_null_instcombine.ll)
target triple = "nvptx64-nvidia-cuda"

define internal noundef i32 @value_or_zero(ptr noundef nonnull %p) #0 {
entry:
  %isnull = icmp eq ptr %p, null
  br i1 %isnull, label %zero, label %load

load:
  %v = load i32, ptr %p, align 4
  br label %done

zero:
  br label %done

done:
  %r = phi i32 [ %v, %load ], [ 0, %zero ]
  ret i32 %r
}

define void @k(ptr noundef %in, ptr noundef %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %odd = and i32 %t, 1
  %skip = icmp ne i32 %odd, 0
  %slot = getelementptr inbounds i32, ptr %in, i64 %t64
  %p = select i1 %skip, ptr null, ptr %slot
  %v = call noundef i32 @value_or_zero(ptr noundef nonnull %p)
  %dst = getelementptr inbounds i32, ptr %out, i64 %t64
  store i32 %v, ptr %dst, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
attributes #0 = { noinline }
