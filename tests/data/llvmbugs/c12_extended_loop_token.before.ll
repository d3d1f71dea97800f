; Class: loops whose convergence token is used outside the loop (an extended cycle:
; llvm/llvm-project#164496, IndVarSimplify folding the exit test, fixed by PR #165643;
; the same temporal divergence machine sinking meets, PR #218969). Each lane leaves in
; iteration x & 3 and takes the max with the lanes leaving in that same iteration.
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
  %m = call i32 @subgroupMax(i32 %id) [ "convergencectrl"(token %h) ]
  ret i32 %m
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupMax(i32) convergent
