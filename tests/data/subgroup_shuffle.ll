; Seed 000, "Hoisting and sinking": subgroupShuffle on both sides of a branch
; (hoisting allowed) and on one side only (speculation questionable).
target triple = "amdgcn-amd-amdhsa"

define void @shuffle_both(i1 %condition, i32 %data, i32 %id, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br i1 %condition, label %then, label %else

then:
  %shuffled1 = call i32 @subgroupShuffle(i32 %data, i32 %id) [ "convergencectrl"(token %tok) ]
  %r1 = add i32 %shuffled1, 1
  br label %end

else:
  %shuffled2 = call i32 @subgroupShuffle(i32 %data, i32 %id) [ "convergencectrl"(token %tok) ]
  %r2 = mul i32 %shuffled2, 3
  br label %end

end:
  %r = phi i32 [ %r1, %then ], [ %r2, %else ]
  store i32 %r, ptr %out, align 4
  ret void
}

define void @shuffle_one(i1 %condition, i32 %data, i32 %id, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br i1 %condition, label %then, label %end

then:
  %shuffled = call i32 @subgroupShuffle(i32 %data, i32 %id) [ "convergencectrl"(token %tok) ]
  store i32 %shuffled, ptr %out, align 4
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare i32 @subgroupShuffle(i32, i32) convergent
