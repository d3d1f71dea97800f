; Buggy: the calls were sunk into the join, their differing bundles replaced by the entry
; token (the sum now runs over both sides' lanes).
target triple = "amdgcn-amd-amdhsa"

define i32 @sink_tokens(i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %c = icmp slt i32 %x, 3
  %m = mul i32 %x, 3
  br i1 %c, label %then, label %else

then:
  br label %join

else:
  br label %join

join:
  %r = call i32 @subgroupAdd(i32 %m) [ "convergencectrl"(token %e) ]
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.anchor() convergent
declare i32 @subgroupAdd(i32) convergent
