; Seed 000, "Hoisting and sinking": the anchor hoisted above the branch (allowed).
target triple = "amdgcn-amd-amdhsa"

define void @anchors_hoisted(i1 %condition, i32 %v, ptr %out) {
entry:
  %tok = call token @llvm.experimental.convergence.anchor()
  br i1 %condition, label %then, label %else

then:
  %x1 = call i32 @subgroupMax(i32 %v) [ "convergencectrl"(token %tok) ]
  br label %end

else:
  %x2 = call i32 @subgroupMin(i32 %v) [ "convergencectrl"(token %tok) ]
  br label %end

end:
  %x = phi i32 [ %x1, %then ], [ %x2, %else ]
  store i32 %x, ptr %out, align 4
  ret void
}

declare token @llvm.experimental.convergence.anchor() convergent
declare i32 @subgroupMax(i32) convergent
declare i32 @subgroupMin(i32) convergent
