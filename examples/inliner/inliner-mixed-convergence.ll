; LLVM InlineFunction (inline, O1..O3; LLVM 19.1.7 and 22.1): a callee whose operations are
; uncontrolled, called from a controlled call site, is inlined as it stands, so @kernel mixes
; controlled and uncontrolled convergent operations and fails the verifier. Each function of the
; input is well formed (mixing is only forbidden within one function, seed 000 "Uncontrolled
; Convergent Operations"). LLVM's own comment in InlineFunction.cpp assumes no program mixes the two.
;   opt-19 -passes=inline inliner-mixed-convergence.ll -S

define internal i32 @callee(i32 %v) convergent {
entry:
  %s = call i32 @subgroupAdd(i32 %v)
  ret i32 %s
}

define i32 @kernel(i32 %x) convergent {
entry:
  %etok = call token @llvm.experimental.convergence.entry()
  %r = call i32 @callee(i32 %x) [ "convergencectrl"(token %etok) ]
  %m = call i32 @subgroupMax(i32 %r) [ "convergencectrl"(token %etok) ]
  ret i32 %m
}

declare token @llvm.experimental.convergence.entry() convergent
declare i32 @subgroupAdd(i32) convergent
declare i32 @subgroupMax(i32) convergent
