; Seed 000, "Hoisting and Sinking": an anchor on each side of an if/else.
declare i32 @subgroupAdd(i32) convergent
declare token @llvm.experimental.convergence.anchor()

define i32 @original(i32 %x, i32 %c) {
entry:
  %condition = icmp ne i32 %c, 0
  br i1 %condition, label %then, label %else

then:
  %tok1 = call token @llvm.experimental.convergence.anchor()
  %s1 = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok1) ]
  br label %end

else:
  %tok2 = call token @llvm.experimental.convergence.anchor()
  %s2 = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok2) ]
  br label %end

end:
  %s = phi i32 [ %s1, %then ], [ %s2, %else ]
  ret i32 %s
}
