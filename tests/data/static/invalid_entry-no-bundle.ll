; An entry intrinsic with a convergencectrl bundle (its token comes from an anchor,
; which therefore also precedes it).
define void @kernel() convergent {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  %e = call token @llvm.experimental.convergence.entry() [ "convergencectrl"(token %a) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %e) ]
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
