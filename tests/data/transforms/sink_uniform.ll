; A uniform (inreg) condition: sinking the reduction is allowed, and so is
; sinking the ordinary multiplication.
define void @kernel(i32 inreg %u, i32 %x, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %sum = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok) ]
  %m = mul i32 %x, 7
  %cc = icmp sgt i32 %u, 0
  br i1 %cc, label %then, label %end

then:
  %r = add i32 %sum, %m
  store i32 %r, ptr %out, align 4
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare i32 @subgroupAdd(i32) convergent
