; Seed 000, "Hoisting and Sinking": subgroupShuffle on both sides of a divergent
; branch may be hoisted (the communicating set becomes the union of both sides).
define void @kernel(i32 %x, i32 %id, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %cc = icmp sgt i32 %x, 0
  br i1 %cc, label %then, label %else

then:
  %s1 = call i32 @subgroupShuffle(i32 %x, i32 %id) [ "convergencectrl"(token %tok) ]
  %r1 = add i32 %s1, 1
  br label %end

else:
  %s2 = call i32 @subgroupShuffle(i32 %x, i32 %id) [ "convergencectrl"(token %tok) ]
  %r2 = mul i32 %s2, 3
  br label %end

end:
  %r = phi i32 [ %r1, %then ], [ %r2, %else ]
  store i32 %r, ptr %out, align 4
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare i32 @subgroupShuffle(i32, i32) convergent
