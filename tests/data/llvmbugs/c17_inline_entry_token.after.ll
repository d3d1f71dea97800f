; Buggy: the callee's entry became an anchor at the inlined body (the call site's
; converged set forgotten): an anchor may split the lanes of one iteration.
target triple = "amdgcn-amd-amdhsa"

define i32 @kernel(i32 %x) convergent {
entry:
  %ke = call token @llvm.experimental.convergence.entry()
  %n = and i32 %x, 3
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %body ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %ke) ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit

body:
  %a = call token @llvm.experimental.convergence.anchor()
  %s = call i32 @subgroupAdd(i32 %i) [ "convergencectrl"(token %a) ]
  %acc.next = add i32 %acc, %s
  %i.next = add i32 %i, 1
  br label %header

exit:
  ret i32 %acc
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.anchor() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @subgroupAdd(i32) convergent
