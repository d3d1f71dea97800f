; Fixed: the anchors kept apart (each defines its own token); only the second multiply,
; a pure value, replaced by the first.
target triple = "amdgcn-amd-amdhsa"

define i32 @kernel(i32 %x) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %m1 = mul i32 %x, 3
  %a1 = call token @llvm.experimental.convergence.anchor()
  %s1 = call i32 @subgroupAdd(i32 %m1) [ "convergencectrl"(token %a1) ]
  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x) [ "convergencectrl"(token %e) ]
  %a2 = call token @llvm.experimental.convergence.anchor()
  %s2 = call i32 @subgroupAdd(i32 %m1) [ "convergencectrl"(token %a2) ]
  %t = add i32 %s1, %f
  %r = add i32 %t, %s2
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.anchor() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @subgroupAdd(i32) convergent

attributes #0 = { convergent "target-cpu"="gfx90a" }
