; seed 000, "llvm.experimental.convergence.entry": the inlining example (callee() convergent,
; called from a loop whose heart token controls the call site), before inlining.
declare i64 @subgroupBallot(i1) convergent
declare i32 @getSubgroupLocalInvocationId()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define internal i64 @callee(i1 %p) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %b = call i64 @subgroupBallot(i1 %p) [ "convergencectrl"(token %tok) ]
  ret i64 %b
}

define i64 @main(i32 %n) convergent {
entry:
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %odd = trunc i32 %i to i1
  %b = call i64 @callee(i1 %odd) [ "convergencectrl"(token %inner) ]
  %sh = shl i64 %acc, 8
  %acc.next = or i64 %sh, %b
  %i.next = add i32 %i, 1
  %again = icmp ult i32 %i.next, %n
  br i1 %again, label %loop, label %exit
exit:
  ret i64 %acc.next
}
