; Seed 000, the cycle heart example: %C is outside the loop but its ballot is
; controlled by %inner, so only threads leaving in the same iteration communicate.
target triple = "amdgcn-amd-amdhsa"

define void @example(i32 %n, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  br label %for

for:
  %i = phi i32 [ 0, %entry ], [ %i.next, %D ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %for.cond = icmp slt i32 %i, %n
  br i1 %for.cond, label %B, label %E

B:
  %condition = icmp eq i32 %i, %lane
  br i1 %condition, label %C, label %D

C:
  %ballot = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %inner) ]
  store i64 %ballot, ptr %out, align 8
  br label %E

D:
  %i.next = add nuw nsw i32 %i, 1
  br label %for

E:
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @getSubgroupLocalInvocationId()
declare i64 @subgroupBallot(i1) convergent
