; Seed 000, "Hoisting and Sinking": subgroupShuffle on both sides of an if/else.
declare i32 @subgroupShuffle(i32, i32) convergent
declare token @llvm.experimental.convergence.entry()

define i32 @example(i32 %data, i32 %id, i32 %c) convergent {
entry:
  %entry.tok = call token @llvm.experimental.convergence.entry()
  %condition = icmp ne i32 %c, 0
  br i1 %condition, label %then, label %else

then:
  %shuffled1 = call i32 @subgroupShuffle(i32 %data, i32 %id) [ "convergencectrl"(token %entry.tok) ]
  br label %end

else:
  %shuffled2 = call i32 @subgroupShuffle(i32 %data, i32 %id) [ "convergencectrl"(token %entry.tok) ]
  br label %end

end:
  %shuffled = phi i32 [ %shuffled1, %then ], [ %shuffled2, %else ]
  ret i32 %shuffled
}
