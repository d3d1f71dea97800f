; A controlled caller calls an uncontrolled callee, and an uncontrolled call site
; calls a callee with an entry token: neither can be inlined as it stands (seed 000,
; "Uncontrolled Convergent Operations": a function with controlled operations may have
; no uncontrolled ones; an inlined entry token needs the call site's token).
define i32 @plain(i32 %v) convergent {
entry:
  %s = call i32 @subgroupAdd(i32 %v)
  ret i32 %s
}

define i32 @tokens(i32 %v) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %s = call i32 @subgroupAdd(i32 %v) [ "convergencectrl"(token %tok) ]
  ret i32 %s
}

define i32 @kernel(ptr %out, i32 %x) convergent {
entry:
  %etok = call token @llvm.experimental.convergence.entry()
  %r = call i32 @plain(i32 %x) [ "convergencectrl"(token %etok) ]
  ret i32 %r
}

define i32 @kernel2(ptr %out, i32 %x) convergent {
entry:
  %r = call i32 @tokens(i32 %x)
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() convergent
declare i32 @subgroupAdd(i32) convergent
