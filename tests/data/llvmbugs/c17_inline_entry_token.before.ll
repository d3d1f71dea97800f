; Class: inlining a callee that starts with llvm.experimental.convergence.entry at a call
; site controlled by a loop heart (InlineFunction must replace the callee's entry token
; by the call site's token; LLVM's inliner bugs with tokens: examples/inliner/).
target triple = "amdgcn-amd-amdhsa"

define internal i32 @callee(i32 %v) convergent {
entry:
  %ce = call token @llvm.experimental.convergence.entry()
  %s = call i32 @subgroupAdd(i32 %v) [ "convergencectrl"(token %ce) ]
  ret i32 %s
}

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
  %s = call i32 @callee(i32 %i) [ "convergencectrl"(token %h) ]
  %acc.next = add i32 %acc, %s
  %i.next = add i32 %i, 1
  br label %header

exit:
  ret i32 %acc
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @subgroupAdd(i32) convergent
