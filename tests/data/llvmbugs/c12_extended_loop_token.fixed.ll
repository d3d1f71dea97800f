; Correct: the exit test rewritten (i counts up from 0, so i == t first holds when
; i >= t does); the max keeps the loop token.
target triple = "amdgcn-amd-amdhsa"

define i32 @extended_loop(i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %id = call i32 @getSubgroupLocalInvocationId()
  %t = and i32 %x, 3
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %hit = icmp uge i32 %i, %t
  br i1 %hit, label %found, label %latch

latch:
  %i.next = add i32 %i, 1
  br label %header

found:
  %m = call i32 @subgroupMax(i32 %id) [ "convergencectrl"(token %h) ]
  ret i32 %m
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupMax(i32) convergent
