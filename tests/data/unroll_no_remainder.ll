; Seed 000, "Unrolling": the allowed unroll by 2 when the trip count is even;
; the loop heart is not duplicated.
target triple = "amdgcn-amd-amdhsa"

define void @unroll_no_remainder(i32 %half, ptr %out) {
A:
  %counter = shl nuw nsw i32 %half, 1
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %header

header:
  %c = phi i32 [ %counter, %A ], [ %c.next, %B ]
  %acc = phi i32 [ 0, %A ], [ %acc.next, %B ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %more = icmp sgt i32 %c, 0
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
  store i32 %acc, ptr %out, align 4
  ret void
}

declare token @llvm.experimental.convergence.anchor() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @subgroupAdd(i32) convergent
