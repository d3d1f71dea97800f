; Class: CodeExtractor / HotColdSplitting outlining a region whose convergent operation is
; controlled by a token defined outside it (a token cannot be passed as an argument: the
; outlined function has to start with entry and the call carry the token).
target triple = "amdgcn-amd-amdhsa"

define i32 @outline(i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %c = icmp slt i32 %x, 4
  br i1 %c, label %cold, label %join

cold:
  %m = mul i32 %x, 5
  %s = call i32 @subgroupAdd(i32 %m) [ "convergencectrl"(token %e) ]
  %t = add i32 %s, 1
  br label %join

join:
  %r = phi i32 [ %t, %cold ], [ 0, %entry ]
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.anchor() convergent
declare i32 @subgroupAdd(i32) convergent
