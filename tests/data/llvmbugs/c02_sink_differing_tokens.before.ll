; Class: SimplifyCFG/GVNSink sinking two convergent calls whose convergencectrl bundles
; name different tokens (an anchor on each side of a divergent branch) into the join.
target triple = "amdgcn-amd-amdhsa"

define i32 @sink_tokens(i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %c = icmp slt i32 %x, 3
  br i1 %c, label %then, label %else

then:
  %a1 = call token @llvm.experimental.convergence.anchor()
  %m1 = mul i32 %x, 3
  %s1 = call i32 @subgroupAdd(i32 %m1) [ "convergencectrl"(token %a1) ]
  br label %join

else:
  %a2 = call token @llvm.experimental.convergence.anchor()
  %m2 = mul i32 %x, 3
  %s2 = call i32 @subgroupAdd(i32 %m2) [ "convergencectrl"(token %a2) ]
  br label %join

join:
  %r = phi i32 [ %s1, %then ], [ %s2, %else ]
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.anchor() convergent
declare i32 @subgroupAdd(i32) convergent
