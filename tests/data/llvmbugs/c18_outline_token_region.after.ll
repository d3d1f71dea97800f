; Buggy: the outlined body re-creates its token with an anchor (any grouping of the
; lanes that called it together).
target triple = "amdgcn-amd-amdhsa"

define internal i32 @outline.cold.1(i32 %x) convergent noinline {
newFuncRoot:
  %ot = call token @llvm.experimental.convergence.anchor()
  %m = mul i32 %x, 5
  %s = call i32 @subgroupAdd(i32 %m) [ "convergencectrl"(token %ot) ]
  %t = add i32 %s, 1
  ret i32 %t
}

define i32 @outline(i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %c = icmp slt i32 %x, 4
  br i1 %c, label %cold, label %join

cold:
  %t = call i32 @outline.cold.1(i32 %x) [ "convergencectrl"(token %e) ]
  br label %join

join:
  %r = phi i32 [ %t, %cold ], [ 0, %entry ]
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.anchor() convergent
declare i32 @subgroupAdd(i32) convergent
