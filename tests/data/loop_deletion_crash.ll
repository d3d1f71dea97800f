; A token defined in a loop and used after it: loop-deletion (and O1..O3) hit an
; assertion in llvm::deleteDeadLoop of LLVM 22.1 (llvmlite 0.50).
target triple = "amdgcn-amd-amdhsa"

define void @k(i32 %n, ptr %out) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %t = call token @llvm.experimental.convergence.anchor()
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %s = call i32 @subgroupAdd(i32 %n) [ "convergencectrl"(token %t) ]
  store i32 %s, ptr %out
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.anchor() convergent
declare i32 @subgroupAdd(i32) convergent
