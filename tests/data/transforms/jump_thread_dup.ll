; Generator-style flag join: %mid holds a convergent operation besides the flag
; phi. Threading %entry -> %mid duplicates the subgroupAdd into %mid.thr, so the
; threads arriving along the two paths no longer count each other, even though
; the operation is controlled by the entry token.
define void @kernel(i32 %a, i32 %b, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %cond1 = icmp sgt i32 %a, 0
  br i1 %cond1, label %then1, label %mid

then1:
  %cond2 = icmp sgt i32 %b, 0
  br label %mid

mid:
  %flag = phi i1 [ true, %entry ], [ %cond2, %then1 ]
  %s = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %t = add i32 %s, %a
  br i1 %flag, label %then2, label %end

then2:
  store i32 %t, ptr %out, align 4
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare i32 @subgroupAdd(i32) convergent
