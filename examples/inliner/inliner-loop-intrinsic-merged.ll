; LLVM InlineFunction (inline, always-inline; LLVM 19.1.7 and 22.1): the callee's block that starts
; with llvm.experimental.convergence.loop (in no cycle: a loop whose back edge is gone) is spliced
; into the call site's block, behind @subgroupElect: "Loop intrinsic cannot be preceded by a
; convergent operation in the same basic block". The AlwaysInliner is a required pass (opt-bisect cannot skip it).
;   opt-19 -passes=always-inline inliner-loop-intrinsic-merged.ll -S

define internal i32 @callee(i1 %p) alwaysinline convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br label %next

next:
  %heart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %b = call i64 @subgroupBallot(i1 %p) [ "convergencectrl"(token %heart) ]
  %r = trunc i64 %b to i32
  ret i32 %r
}

define i32 @kernel(i1 %p) convergent {
entry:
  %etok = call token @llvm.experimental.convergence.entry()
  %e = call i1 @subgroupElect() [ "convergencectrl"(token %etok) ]
  %r = call i32 @callee(i1 %p) [ "convergencectrl"(token %etok) ]
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i1 @subgroupElect() convergent
declare i64 @subgroupBallot(i1) convergent
