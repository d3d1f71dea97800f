define void @k() convergent {
  %t = call token @llvm.experimental.convergence.entry()
  call void @llvm.nvvm.barrier0() [ "convergencectrl"(token %t) ]
  ret void
}
declare token @llvm.experimental.convergence.entry() convergent
declare void @llvm.nvvm.barrier0() convergent
