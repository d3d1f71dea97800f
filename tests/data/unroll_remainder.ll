; Seed 000, "Unrolling": the forbidden unroll by 2 with a remainder (D) that
; takes a fresh loop token from %outer.
target triple = "amdgcn-amd-amdhsa"

define void @unroll_remainder(i32 %counter, ptr %out) {
A:
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %header

header:
  %c = phi i32 [ %counter, %A ], [ %c.next, %B ]
  %acc = phi i32 [ 0, %A ], [ %acc.next, %B ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %more = icmp sge i32 %c, 2
  br i1 %more, label %B, label %C

B:
  %s1 = call i32 @subgroupAdd(i32 %c) [ "convergencectrl"(token %inner) ]
  %c.1 = add nsw i32 %c, -1
  %s2 = call i32 @subgroupAdd(i32 %c.1) [ "convergencectrl"(token %inner) ]
  %sum = add i32 %s1, %s2
  %acc.next = add i32 %acc, %sum
  %c.next = add nsw i32 %c, -2
  br label %header

C:
  %rest = icmp sgt i32 %c, 0
  br i1 %rest, label %D, label %E

D:
  %remainder = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %s3 = call i32 @subgroupAdd(i32 %c) [ "convergencectrl"(token %remainder) ]
  br label %E

E:
  %tail = phi i32 [ 0, %C ], [ %s3, %D ]
  %total = add i32 %acc, %tail
  store i32 %total, ptr %out, align 4
  ret void
}

declare token @llvm.experimental.convergence.anchor() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @subgroupAdd(i32) convergent
