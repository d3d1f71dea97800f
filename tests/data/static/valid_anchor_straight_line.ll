; Seed 000 "Opportunistic convergent operations": two operations share one anchor,
; in a function that is not convergent.
define i32 @kernel(i32 %x) {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %anchor) ]
  %isZero = icmp eq i32 %a, 0
  br i1 %isZero, label %then, label %end

then:
  br label %end

end:
  %v = phi i32 [ 0, %entry ], [ 1, %then ]
  %b = call i32 @subgroupAdd(i32 %v) [ "convergencectrl"(token %anchor) ]
  ret i32 %b
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
