; A reduction under a uniform (inreg) if: every thread takes the same side, so
; speculating it does not change who communicates (seed 000, uniform branches).
define void @kernel(i32 inreg %u, i32 %x, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %cc = icmp sgt i32 %u, 0
  br i1 %cc, label %then, label %end

then:
  %s = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok) ]
  br label %end

end:
  %r = phi i32 [ %s, %then ], [ -1, %entry ]
  store i32 %r, ptr %out, align 4
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare i32 @subgroupAdd(i32) convergent
