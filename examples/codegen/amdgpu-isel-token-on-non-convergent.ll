
define i32 @kernel() convergent {
entry:
  %anchor0 = call token @llvm.experimental.convergence.anchor()
  %broadcastfirst2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0) [ "convergencectrl"(token %anchor0) ]
  %anchor1 = call token @llvm.experimental.convergence.anchor()
  %shuffle1 = call i32 @subgroupShuffle(i32 %broadcastfirst2, i32 0) [ "convergencectrl"(token %anchor1) ]
  ret i32 0
}

; Function Attrs: convergent
declare i32 @subgroupShuffle(i32, i32) convergent

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.anchor() convergent

; uselistorder directives
uselistorder ptr @llvm.experimental.convergence.anchor, { 1, 0 }

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
