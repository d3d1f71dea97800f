; Correct: the common multiply is hoisted into entry; the anchored sums stay on their sides.
target triple = "amdgcn-amd-amdhsa"

define i32 @sink_tokens(i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %c = icmp slt i32 %x, 3
  %m = mul i32 %x, 3
  br i1 %c, label %then, label %else

then:
  %a1 = call token @llvm.experimental.convergence.anchor()
  %s1 = call i32 @subgroupAdd(i32 %m) [ "convergencectrl"(token %a1) ]
  br label %join

else:
  %a2 = call token @llvm.experimental.convergence.anchor()
  %s2 = call i32 @subgroupAdd(i32 %m) [ "convergencectrl"(token %a2) ]
  br label %join

join:
  %r = phi i32 [ %s1, %then ], [ %s2, %else ]
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.anchor() convergent
declare i32 @subgroupAdd(i32) convergent
