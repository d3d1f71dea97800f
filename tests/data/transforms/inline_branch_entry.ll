; Seed 000, "llvm.experimental.convergence.entry": threads execute converged instances
; of @callee's entry iff they executed converged instances of the call site. The call
; is under a divergent branch (lanes 0 and 1) with the kernel's entry token, so the
; callee's reduction and ballot run among exactly the threads that took the branch.
; Inlining must give them the call site's token (%etok here); forgetting it (the
; callee's entry made an anchor) lets the implementation split those threads.
define i32 @callee(ptr %out, i32 %v) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %s = call i32 @subgroupAdd(i32 %v) [ "convergencectrl"(token %tok) ]
  %c = icmp sgt i32 %v, 0
  br i1 %c, label %pos, label %done

pos:
  %b = call i64 @subgroupBallot(i1 %c) [ "convergencectrl"(token %tok) ]
  %b32 = trunc i64 %b to i32
  store i32 %b32, ptr %out, align 4
  ret i32 %s

done:
  ret i32 0
}

define i32 @kernel(ptr %out, i32 %x) convergent {
entry:
  %etok = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %c = icmp ult i32 %lane, 2
  br i1 %c, label %then, label %join

then:
  %r = call i32 @callee(ptr %out, i32 %x) [ "convergencectrl"(token %etok) ]
  br label %join

join:
  %v = phi i32 [ %r, %then ], [ 7, %entry ]
  ret i32 %v
}

declare token @llvm.experimental.convergence.entry() convergent
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent
declare i64 @subgroupBallot(i1) convergent
