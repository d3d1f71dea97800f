; A loop with a divergent exit under convergence control: the heart's ballot sees the
; threads of this iteration; the reduction after the loop uses the entry token.
target triple = "amdgcn-amd-amdhsa"

define i32 @k(i32 %x, ptr %out) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %n = and i32 %x, 3
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %latch ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %h) ]
  %acc1 = add i64 %acc, %b
  %i1 = add i32 %i, 1
  %d = icmp ult i32 %i, %n
  br i1 %d, label %latch, label %exit
latch:
  br label %loop
exit:
  store i64 %acc1, ptr %out, align 8
  %s = call i32 @subgroupAdd(i32 %i1) [ "convergencectrl"(token %t) ]
  ret i32 %s
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupAdd(i32) convergent
