; Seed 000, "Hoisting and Sinking": an anchor in each arm of an acyclic if/else
; may be hoisted into one anchor above the branch.
define void @kernel(i32 %x, ptr %out) {
entry:
  %cc = icmp sgt i32 %x, 0
  br i1 %cc, label %then, label %else

then:
  %tok1 = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok1) ]
  br label %end

else:
  %tok2 = call token @llvm.experimental.convergence.anchor()
  %b = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok2) ]
  br label %end

end:
  %r = phi i32 [ %a, %then ], [ %b, %else ]
  store i32 %r, ptr %out, align 4
  ret void
}

declare token @llvm.experimental.convergence.anchor() convergent
declare i32 @subgroupAdd(i32) convergent
