; A failing case with device functions for the reducer: inline-naive turns @callee's
; entry token into an anchor, so the reduction in @callee runs among a grouping the
; call site never allowed. @noise and the kernel's arithmetic play no part.
define i32 @kernel(ptr %out, i32 %x, i32 %y) convergent {
entry:
  %etok = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %a = add i32 %x, %y
  %b = mul i32 %a, 3
  %n = call i32 @noise(ptr %out, i32 %b) [ "convergencectrl"(token %etok) ]
  %c = icmp ult i32 %lane, 3
  br i1 %c, label %then, label %join

then:
  %r = call i32 @callee(ptr %out, i32 %lane) [ "convergencectrl"(token %etok) ]
  %q = getelementptr inbounds i32, ptr %out, i32 2
  store i32 %r, ptr %q, align 4
  br label %join

join:
  %v = phi i32 [ %r, %then ], [ %n, %entry ]
  %w = xor i32 %v, %b
  ret i32 %w
}

define internal i32 @callee(ptr %out, i32 %v) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %s = call i32 @subgroupAdd(i32 %v) [ "convergencectrl"(token %tok) ]
  %t = add i32 %s, 1
  ret i32 %t
}

define internal i32 @noise(ptr %out, i32 %v) convergent noinline {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %p = getelementptr inbounds i32, ptr %out, i32 5
  store i32 %v, ptr %p, align 4
  %m = call i32 @subgroupMax(i32 %v) [ "convergencectrl"(token %tok) ]
  ret i32 %m
}

declare token @llvm.experimental.convergence.entry() convergent
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent
declare i32 @subgroupMax(i32) convergent
