; IndVarSimplify (LLVM 19.1.7 and 22.1; bisected to indvars in O2) sinks the loop-invariant,
; memory(none) call of @llvm.experimental.convergence.entry, used only after the outer loop, into the
; loop's exit preheader: "Entry intrinsic can occur only in the entry block" (seed 000,
; "llvm.experimental.convergence.entry"). Found through O2 on a module with device functions, after
; the inliner had brought the callee's loops into the kernel.
;   opt-19 -passes=indvars indvars-entry-moved.ll -S

define i32 @kernel(i32 %n) convergent {
entry:
  %etok0 = call token @llvm.experimental.convergence.entry()
  br label %loop0.header.2
loop0.header.2:
  %i0 = phi i32 [ 0, %entry ], [ %i.next2, %loop1.header.10.i ]
  %cont0 = icmp ult i32 %i0, 1
  br i1 %cont0, label %loop0.body.5, label %loop0.header.6.i2
loop0.body.5:
  %anchor2 = call token @llvm.experimental.convergence.anchor()
  br label %loop0.header.6.i
loop0.header.6.i:
  %i0.i = phi i32 [ 0, %loop0.body.5 ], [ %i.next1.i, %loop0.body.9.i ]
  %heart0.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor2) ]
  %cont0.i = icmp ult i32 %i0.i, %n
  br i1 %cont0.i, label %loop0.body.9.i, label %loop1.header.10.i
loop0.body.9.i:
  %ballot1.i = call i64 @subgroupBallot(i1 false) [ "convergencectrl"(token %heart0.i) ]
  %i.next1.i = add nuw nsw i32 %i0.i, 1
  br label %loop0.header.6.i
loop1.header.10.i:
  %i.next2 = add nuw nsw i32 %i0, 1
  br label %loop0.header.2
loop0.header.6.i2:
  %heart0.i2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %etok0) ]
  %ballot1.i2 = call i64 @subgroupBallot(i1 false) [ "convergencectrl"(token %heart0.i2) ]
  br label %loop0.header.6.i2
}
declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.anchor() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i64 @subgroupBallot(i1) convergent
declare token @llvm.experimental.convergence.loop() convergent memory(none) nocallback nofree nosync nounwind willreturn
