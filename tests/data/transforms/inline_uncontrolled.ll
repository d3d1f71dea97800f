; Uncontrolled style throughout: @callee's reduction has no token and neither has the
; call site; threads enter @callee converged iff they executed converged instances of
; the call site (seed 000, "llvm.experimental.convergence.entry"), and after inlining
; the reduction runs among the threads that reach it, the same set. @helper is noinline.
define internal i32 @callee(i32 %v) convergent {
entry:
  %s = call i32 @subgroupAdd(i32 %v)
  ret i32 %s
}

define i32 @helper(i32 %v) noinline convergent {
entry:
  %m = call i32 @subgroupMin(i32 %v)
  ret i32 %m
}

define i32 @kernel(ptr %out, i32 %x) convergent {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %c = icmp ult i32 %lane, 2
  br i1 %c, label %then, label %join

then:
  %r = call i32 @callee(i32 %x)
  br label %join

join:
  %v = phi i32 [ %r, %then ], [ 7, %entry ]
  %h = call i32 @helper(i32 %v)
  store i32 %h, ptr %out, align 4
  ret i32 %v
}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent
declare i32 @subgroupMin(i32) convergent
