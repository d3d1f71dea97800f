; A token returned by an ordinary function: only the convergence intrinsics produce
; tokens (LLVM rejects the declaration itself).
define void @kernel() {
entry:
  %t = call token @produce()
  ret void
}

declare token @produce()
declare token @llvm.experimental.convergence.anchor()
declare void @subgroupControlBarrier() convergent
