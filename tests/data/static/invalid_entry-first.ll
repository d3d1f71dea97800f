; Close variant of valid_entry_after_plain_instruction: an anchor (convergent) precedes the entry.
define i32 @kernel(i32 %x) convergent {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  %tok = call token @llvm.experimental.convergence.entry()
  %s = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok) ]
  ret i32 %s
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
