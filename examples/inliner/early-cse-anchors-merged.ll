; EarlyCSE (LLVM 19.1.7 and 22.1) merges the two anchors: %ballot0 then uses %anchor3.i, whose
; region now contains the use of %etok0 by %add4.i without its definition: "Convergence region is
; not well-nested" (seed 000, "Convergence Regions"). Found inlining a device function (O2).
;   opt-19 -passes=early-cse early-cse-anchors-merged.ll -S

define i32 @kernel(i32 inreg %m) convergent {
entry:
  %etok0 = call token @llvm.experimental.convergence.entry()
  %anchor3.i = call token @llvm.experimental.convergence.anchor()
  %elect1.i = call i1 @subgroupElect() [ "convergencectrl"(token %anchor3.i) ]
  %add4.i = call i32 @subgroupAdd(i32 %m) [ "convergencectrl"(token %etok0) ]
  %anchor0 = call token @llvm.experimental.convergence.anchor()
  %ballot0 = call i64 @subgroupBallot(i1 false) [ "convergencectrl"(token %anchor0) ]
  ret i32 0
}
declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.anchor() convergent
declare i1 @subgroupElect() convergent
declare i32 @subgroupAdd(i32) convergent
declare i64 @subgroupBallot(i1) convergent
