
; Function Attrs: convergent
define i32 @kernel(i32 inreg %m, ptr addrspace(1) %q) convergent {
entry:
  %etok0 = call token @llvm.experimental.convergence.entry()
  %anchor1 = call token @llvm.experimental.convergence.anchor()
  %anchor4 = call token @llvm.experimental.convergence.anchor()
  %broadcastfirst1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %m) [ "convergencectrl"(token %anchor4) ]
  store i32 %broadcastfirst1, ptr addrspace(1) %q, align 4
  ret i32 0
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() convergent

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.anchor() convergent

; uselistorder directives
uselistorder ptr @llvm.experimental.convergence.anchor, { 1, 0 }

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
