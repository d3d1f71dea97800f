; Void returns in a loop and after it, with tokens: the early return inside the loop
; leaves the others iterating.
target triple = "amdgcn-amd-amdhsa"

define void @k(i32 %x, ptr %out) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %n = and i32 %x, 7
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %h) ]
  %q = getelementptr i64, ptr %out, i32 %i
  store i64 %b, ptr %q, align 8
  %i1 = add i32 %i, 1
  %early = icmp eq i32 %i1, %n
  br i1 %early, label %ret1, label %latch
latch:
  %more = icmp ult i32 %i1, 4
  br i1 %more, label %loop, label %done
ret1:
  ret void
done:
  %s = call i32 @subgroupAdd(i32 %i1) [ "convergencectrl"(token %t) ]
  %z = getelementptr i8, ptr %out, i32 56
  store i32 %s, ptr %z, align 4
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupAdd(i32) convergent
