; Buggy (what LLVM 19.1.7's `early-cse` makes of BEFORE before its verifier aborts: the
; second anchor and the second multiply replaced by the first ones). %a1's region, from
; %a1 to its last use %s2, now contains %f, whose token %e is defined outside it: not
; well nested (ill-formed).
target triple = "amdgcn-amd-amdhsa"

define i32 @kernel(i32 %x) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %m1 = mul i32 %x, 3
  %a1 = call token @llvm.experimental.convergence.anchor()
  %s1 = call i32 @subgroupAdd(i32 %m1) [ "convergencectrl"(token %a1) ]
  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x) [ "convergencectrl"(token %e) ]
  %s2 = call i32 @subgroupAdd(i32 %m1) [ "convergencectrl"(token %a1) ]
  %t = add i32 %s1, %f
  %r = add i32 %t, %s2
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.anchor() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @subgroupAdd(i32) convergent

attributes #0 = { convergent "target-cpu"="gfx90a" }
