; Class: LoopUnroll of a loop whose heart uses a token from outside the loop
; (llvm/llvm-project PR #91715, after D85605): unrolling is allowed only without a
; remainder; a runtime remainder moves some iterations to another static operation.
target triple = "amdgcn-amd-amdhsa"

define i32 @unroll_heart(i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %n = and i32 %x, 3
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %body ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit

body:
  %s = call i32 @subgroupAdd(i32 %i) [ "convergencectrl"(token %h) ]
  %acc.next = add i32 %acc, %s
  %i.next = add i32 %i, 1
  br label %header

exit:
  ret i32 %acc
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @subgroupAdd(i32) convergent
