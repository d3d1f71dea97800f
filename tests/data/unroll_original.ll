; Seed 000, "Unrolling": a counted loop controlled by %inner, itself anchored by %outer.
target triple = "amdgcn-amd-amdhsa"

define void @unroll_original(i32 %counter, ptr %out) {
A:
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %header

header:
  %c = phi i32 [ %counter, %A ], [ %c.next, %B ]
  %acc = phi i32 [ 0, %A ], [ %acc.next, %B ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %more = icmp sgt i32 %c, 0
  br i1 %more, label %B, label %C

B:
  %s = call i32 @subgroupAdd(i32 %c) [ "convergencectrl"(token %inner) ]
  %acc.next = add i32 %acc, %s
  %c.next = add nsw i32 %c, -1
  br label %header

C:
  store i32 %acc, ptr %out, align 4
  ret void
}

declare token @llvm.experimental.convergence.anchor() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @subgroupAdd(i32) convergent
