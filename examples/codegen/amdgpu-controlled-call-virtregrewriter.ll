define i32 @k(i32 %l) convergent {
  %t = call token @llvm.experimental.convergence.entry()
  %b = call i32 @subgroupAdd(i32 %l) [ "convergencectrl"(token %t) ]
  ret i32 %b
}
declare i32 @subgroupAdd(i32) convergent
declare token @llvm.experimental.convergence.entry()
