; The same arms behind a uniform (inreg) branch: merging them is allowed.
define void @kernel(i32 inreg %u, i32 %x, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %cc = icmp sgt i32 %u, 0
  %bit = icmp sgt i32 %x, 1
  br i1 %cc, label %then, label %else

then:
  %b1 = call i64 @subgroupBallot(i1 %bit) [ "convergencectrl"(token %tok) ]
  br label %end

else:
  %b2 = call i64 @subgroupBallot(i1 %bit) [ "convergencectrl"(token %tok) ]
  br label %end

end:
  %r = phi i64 [ %b1, %then ], [ %b2, %else ]
  store i64 %r, ptr %out, align 8
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare i64 @subgroupBallot(i1) convergent
