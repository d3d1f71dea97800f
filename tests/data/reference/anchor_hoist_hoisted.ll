; Seed 000, "Hoisting and Sinking": anchor_hoist_original.ll with the anchor hoisted
; above the if/else (correct: the behaviour is unchanged).
declare i32 @subgroupAdd(i32) convergent
declare token @llvm.experimental.convergence.anchor()

define i32 @hoisted(i32 %x, i32 %c) {
entry:
  %tok = call token @llvm.experimental.convergence.anchor()
  %condition = icmp ne i32 %c, 0
  br i1 %condition, label %then, label %else

then:
  %s1 = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok) ]
  br label %end

else:
  %s2 = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok) ]
  br label %end

end:
  %s = phi i32 [ %s1, %then ], [ %s2, %else ]
  ret i32 %s
}
