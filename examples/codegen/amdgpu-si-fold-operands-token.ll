
; Function Attrs: convergent
define i32 @kernel(i32 inreg %u) convergent {
entry:
  %etok0 = call token @llvm.experimental.convergence.entry()
  %broadcastfirst1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %etok0) ]
  ret i32 %broadcastfirst1
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() convergent

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
