; Buggy: the exit's max no longer tied to the iteration it leaves in (controlled by the
; entry token, as if the loop were gone): the max over every lane.
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
  %hit = icmp eq i32 %i, %t
  br i1 %hit, label %found, label %latch

latch:
  %i.next = add i32 %i, 1
  br label %header

found:
  %m = call i32 @subgroupMax(i32 %id) [ "convergencectrl"(token %e) ]
  ret i32 %m
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupMax(i32) convergent
