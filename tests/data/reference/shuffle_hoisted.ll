; Seed 000, "Hoisting and Sinking": the two shuffles of shuffle_original.ll hoisted
; and merged above the if/else (allowed: the set becomes the union of both sides).
declare i32 @subgroupShuffle(i32, i32) convergent
declare token @llvm.experimental.convergence.entry()

define i32 @example(i32 %data, i32 %id, i32 %c) convergent {
entry:
  %entry.tok = call token @llvm.experimental.convergence.entry()
  %shuffled = call i32 @subgroupShuffle(i32 %data, i32 %id) [ "convergencectrl"(token %entry.tok) ]
  %condition = icmp ne i32 %c, 0
  br i1 %condition, label %then, label %else

then:
  br label %end

else:
  br label %end

end:
  ret i32 %shuffled
}
