define i32 @k() convergent {
  %t = call token @llvm.experimental.convergence.entry()
  %l = call i32 @getSubgroupLocalInvocationId()
  %b = call i32 @subgroupAdd(i32 %l) [ "convergencectrl"(token %t) ]
  ret i32 %b
}
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent
declare token @llvm.experimental.convergence.entry()
