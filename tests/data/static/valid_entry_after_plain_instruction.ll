; Close variant of invalid_entry-first: only non-convergent instructions precede the entry.
define i32 @kernel(i32 %x) convergent {
entry:
  %y = add i32 %x, 1
  %tok = call token @llvm.experimental.convergence.entry()
  %s = call i32 @subgroupAdd(i32 %y) [ "convergencectrl"(token %tok) ]
  ret i32 %s
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
