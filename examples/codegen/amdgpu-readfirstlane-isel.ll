define i32 @k(i32 %x) convergent {
  %t = call token @llvm.experimental.convergence.entry()
  %v = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x) [ "convergencectrl"(token %t) ]
  ret i32 %v
}
declare token @llvm.experimental.convergence.entry() convergent
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
