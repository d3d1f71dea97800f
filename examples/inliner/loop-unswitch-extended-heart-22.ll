; LLVM 22.1 O2 (bisected to simple-loop-unswitch; LLVM 19.1.7 O2 is fine): the loop's invariant
; exit test is unswitched into the entry block, so the exit block, which uses the heart %heart1
; (an extended cycle, seed 003), is no longer dominated by it: "Instruction does not dominate all
; uses!". A variant (a smaller kernel) trips InstCombine's "Dominance relation broken?" assertion.
;   fuzzfarm opt loop-unswitch-extended-heart-22.ll --pipeline O2

define i32 @kernel(ptr %out, i32 %x, i32 %y, i32 inreg %m) convergent {
entry:
  %etok0 = call token @llvm.experimental.convergence.entry()
  br label %loop1.header.25
loop1.header.25:
  %heart1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %etok0) ]
  %ac2 = icmp eq i32 %x, %y
  br i1 %ac2, label %loop1.exit.27, label %loop1.header.25
loop1.exit.27:
  %max0 = call i32 @subgroupMax(i32 0) [ "convergencectrl"(token %heart1) ]
  %lane.i = call i32 @getSubgroupLocalInvocationId()
  %lc0.i = icmp ugt i32 %lane.i, 0
  br i1 %lc0.i, label %else.5.i, label %label.7.i
else.5.i:
  store i32 %m, ptr %out, align 4
  br label %label.7.i
label.7.i:
  ret i32 0
}
declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @subgroupMax(i32) convergent
declare i32 @getSubgroupLocalInvocationId()
