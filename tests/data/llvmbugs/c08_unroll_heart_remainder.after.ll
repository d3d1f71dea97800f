; Buggy: runtime-unrolled by 2 with the odd iteration peeled into a remainder that runs
; first (its own static sum, controlled by the entry token): lanes with n = 1 and n = 2
; ran iteration 0 together before, now lane n = 1 runs it in the remainder alone.
target triple = "amdgcn-amd-amdhsa"

define i32 @unroll_heart(i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %n = and i32 %x, 3
  %odd = and i32 %n, 1
  %hasrem = icmp ne i32 %odd, 0
  br i1 %hasrem, label %rem, label %pre

rem:
  %sr = call i32 @subgroupAdd(i32 0) [ "convergencectrl"(token %e) ]
  br label %pre

pre:
  %i0 = phi i32 [ 0, %entry ], [ 1, %rem ]
  %acc0 = phi i32 [ 0, %entry ], [ %sr, %rem ]
  br label %header

header:
  %i = phi i32 [ %i0, %pre ], [ %i.next, %body ]
  %acc = phi i32 [ %acc0, %pre ], [ %acc.next, %body ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit

body:
  %s1 = call i32 @subgroupAdd(i32 %i) [ "convergencectrl"(token %h) ]
  %i1 = add i32 %i, 1
  %s2 = call i32 @subgroupAdd(i32 %i1) [ "convergencectrl"(token %h) ]
  %acc1 = add i32 %acc, %s1
  %acc.next = add i32 %acc1, %s2
  %i.next = add i32 %i, 2
  br label %header

exit:
  ret i32 %acc
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @subgroupAdd(i32) convergent
