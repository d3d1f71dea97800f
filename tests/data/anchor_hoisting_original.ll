; Seed 000, "Hoisting and sinking": one anchor per side of the branch.
target triple = "amdgcn-amd-amdhsa"

define void @anchors(i1 %condition, i32 %v, ptr %out) {
entry:
  br i1 %condition, label %then, label %else

then:
  %tok1 = call token @llvm.experimental.convergence.anchor()
  %x1 = call i32 @subgroupMax(i32 %v) [ "convergencectrl"(token %tok1) ]
  br label %end

else:
  %tok2 = call token @llvm.experimental.convergence.anchor()
  %x2 = call i32 @subgroupMin(i32 %v) [ "convergencectrl"(token %tok2) ]
  br label %end

end:
  %x = phi i32 [ %x1, %then ], [ %x2, %else ]
  store i32 %x, ptr %out, align 4
  ret void
}

declare token @llvm.experimental.convergence.anchor() convergent
declare i32 @subgroupMax(i32) convergent
declare i32 @subgroupMin(i32) convergent
