; Seed 000, "Hoisting and Sinking": %tok, %a and %b are used only in the
; conditional block. Sinking all three together is allowed; sinking only %b is
; not (threads with a false condition would communicate at %a but not at %b).
define void @kernel(i32 %x, ptr %out) {
entry:
  %tok = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok) ]
  %b = call i32 @subgroupMin(i32 %x) [ "convergencectrl"(token %tok) ]
  %cc = icmp sgt i32 %x, 0
  br i1 %cc, label %then, label %end

then:
  store i32 %a, ptr %out, align 4
  %p = getelementptr inbounds i32, ptr %out, i32 1
  store i32 %b, ptr %p, align 4
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.anchor() convergent
declare i32 @subgroupAdd(i32) convergent
declare i32 @subgroupMin(i32) convergent
