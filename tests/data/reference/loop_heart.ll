; Seed 000, "Examples for the Correctness of Program Transforms: Loop Unrolling",
; the loop whose heart refers to an anchor outside it:
;   %outer = anchor(); while (counter > 0) { %inner = loop() [%outer]; op [%inner]; counter--; }
; Block A = %A, B = %B (the body), C = %C. The barrier is @convergent.operation.
declare void @subgroupControlBarrier() convergent
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @original(i32 %counter) {
A:
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %header

header:
  %c = phi i32 [ %counter, %A ], [ %c.next, %B ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %go = icmp sgt i32 %c, 0
  br i1 %go, label %B, label %C

B:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %inner) ]
  %c.next = sub i32 %c, 1
  br label %header

C:
  ret void
}
